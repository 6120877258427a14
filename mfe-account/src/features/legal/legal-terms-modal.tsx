import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { useAppDispatch } from '@ltk/store';
import { Button } from '@ltk/ui';
import { Dialog } from '@ltk/ui/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { strings } from '../../i18n/strings';
import { DeleteAccountDialog } from '../../lib/delete-account-dialog';
import { LegalDocumentLinks } from '../../lib/legal-links';
import { acceptTerms } from './use-signed-policies';

type Step = 'terms' | 'sure' | 'delete';

const actions = (theme: Theme) => css({ display: 'grid', gap: theme.spacing(1), width: '100%' });

/**
 * The legal terms modal (343 wide, persistent: only its buttons close it). Accept all accepts cookie, privacy and
 * tos; Disagree asks 'Are you sure?' with Log Out, Cancel and Delete My Account.
 */
export function LegalTermsModal() {
  const { t } = strings.useStrings();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('terms');
  const ignore = () => undefined;

  return (
    <>
      <Dialog
        open={step === 'terms'}
        persistent
        onClose={ignore}
        maxWidth={343}
        title={t('legal.title')}
        description={t('legal.body')}
        actions={
          <div css={actions}>
            <Button onClick={() => void dispatch(acceptTerms())}>{t('legal.accept')}</Button>
            <Button variant="secondary" onClick={() => setStep('sure')}>
              {t('legal.disagree')}
            </Button>
          </div>
        }
      >
        <LegalDocumentLinks
          listCss={(theme: Theme) => css({ margin: theme.spacing(1, 0), paddingLeft: theme.spacing(2.5) })}
        />
      </Dialog>
      <Dialog
        open={step === 'sure'}
        persistent
        onClose={ignore}
        maxWidth={343}
        role="alertdialog"
        title={t('legal.sureTitle')}
        description={t('legal.sureBody')}
        actions={
          <div css={actions}>
            <Button onClick={() => void navigate(paths.logout())}>{t('legal.logOut')}</Button>
            <Button variant="secondary" onClick={() => setStep('terms')}>
              {t('legal.cancel')}
            </Button>
            <Button variant="text" onClick={() => setStep('delete')}>
              {t('legal.deleteAccount')}
            </Button>
          </div>
        }
      />
      <DeleteAccountDialog open={step === 'delete'} onClose={() => setStep('sure')} />
    </>
  );
}
