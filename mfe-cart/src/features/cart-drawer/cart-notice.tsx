import type { CartNotification } from '@ltk/contracts';
import { IconButton } from '@ltk/ui';
import * as styles from './cart-drawer.styles';
import { useNotificationMessage } from './use-notification-message';
import { strings } from '../../i18n/strings';

/** The current cart notification inside the drawer (errors of the last cart action). */
export function CartNotice({
  notification,
  retailerName,
  onDismiss,
}: {
  notification: CartNotification;
  retailerName?: string;
  onDismiss: () => void;
}) {
  const { t } = strings.useStrings();
  const message = useNotificationMessage(notification, retailerName);
  return (
    <div role="alert" css={styles.notice}>
      <span css={{ flex: 1 }}>{message}</span>
      <IconButton label={t('notification.dismiss')} size={24} onClick={onDismiss}>
        <span aria-hidden="true">✕</span>
      </IconButton>
    </div>
  );
}
