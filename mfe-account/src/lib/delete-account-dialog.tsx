import { useAppDispatch } from '@ltk/store';
import { Button } from '@ltk/ui';
import { Dialog } from '@ltk/ui/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@ltk/routes';
import { strings } from '../i18n/strings';
import { deleteAccount } from './delete-account';
import { Snackbar } from './snackbar';

/**
 * The delete-account confirmation (343 wide): erasure, then the user is logged out (`/logout`). A failure keeps the
 * dialog and shows the snackbar 'Error deleting account: {message}'.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = strings.useStrings();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await dispatch(deleteAccount()).unwrap();
    setBusy(false);
    if (result.success) void navigate(paths.logout());
    else setError(result.message);
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={() => (busy ? undefined : onClose())}
        maxWidth={343}
        role="alertdialog"
        title={t('privacy.deleteTitle')}
        description={t('privacy.deleteBody')}
        actions={
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('privacy.cancel')}
            </Button>
            <Button onClick={() => void confirm()} disabled={busy}>
              {busy ? t('privacy.deleting') : t('privacy.deleteConfirm')}
            </Button>
          </>
        }
      />
      {error !== null ? (
        <Snackbar
          message={t('privacy.deleteError', { message: error })}
          dismissLabel={t('privacy.dismiss')}
          onDismiss={() => setError(null)}
        />
      ) : null}
    </>
  );
}
