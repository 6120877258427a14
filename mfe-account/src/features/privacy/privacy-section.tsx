import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { useAppDispatch } from '@ltk/store';
import { Button } from '@ltk/ui';
import { useId, useState } from 'react';
import { strings } from '../../i18n/strings';
import { requestDataCopy } from '../../lib/delete-account';
import { DeleteAccountDialog } from '../../lib/delete-account-dialog';

const row = (theme: Theme) => css({ display: 'grid', gap: theme.spacing(1), marginBottom: theme.spacing(3) });

/** `/account` privacy actions: a subject access request, and deleting the account (after a confirmation). */
export function PrivacySection() {
  const { t } = strings.useStrings();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [request, setRequest] = useState<
    { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  const [confirming, setConfirming] = useState(false);

  const requestCopy = async () => {
    setRequest({ kind: 'sending' });
    const result = await dispatch(requestDataCopy()).unwrap();
    setRequest(
      result.success
        ? { kind: 'sent' }
        : { kind: 'error', message: result.message || t('privacy.requestError') },
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} css={(theme: Theme) => css({ fontSize: theme.typography.size.lg })}>
        {t('privacy.title')}
      </h2>
      <div css={row}>
        <p css={css({ margin: 0 })}>{t('privacy.requestDataHint')}</p>
        <div>
          <Button
            variant="secondary"
            onClick={() => void requestCopy()}
            disabled={request.kind === 'sending'}
          >
            {request.kind === 'sending' ? t('privacy.requesting') : t('privacy.requestData')}
          </Button>
        </div>
        {request.kind === 'sent' ? <p role="status">{t('privacy.requestSent')}</p> : null}
        {request.kind === 'error' ? <p role="alert">{request.message}</p> : null}
      </div>
      <div css={row}>
        <p css={css({ margin: 0 })}>{t('privacy.deleteHint')}</p>
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('privacy.deleteAccount')}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </section>
  );
}
