import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { CART_SNACKBAR_MAX_WIDTH, type CartNotification } from '@ltk/contracts';
import { Button, IconButton } from '@ltk/ui';
import { strings } from '../../i18n/strings';
import { useNotificationMessage } from './use-notification-message';

const snackbar = (theme: Theme) => css`
  position: fixed;
  left: 50%;
  bottom: ${theme.spacing(2)};
  z-index: ${theme.zIndex.snackbar};
  transform: translateX(-50%);
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  width: calc(100% - ${theme.spacing(4)});
  max-width: ${CART_SNACKBAR_MAX_WIDTH}px;
  padding: ${theme.spacing(1, 1, 1, 2)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
  font-family: ${theme.typography.fontFamily};
  font-size: ${theme.typography.size.sm};
  box-shadow: ${theme.shadow.dialog};
`;

/**
 * The cart notification outside the drawer: 'Item was added to your cart' with View (opens the drawer on that
 * cart), or an error of the last cart action. Close and View clear it.
 */
export function CartSnackbar({
  notification,
  onView,
  onDismiss,
}: {
  notification: CartNotification;
  onView: (cartId: string) => void;
  onDismiss: () => void;
}) {
  const { t } = strings.useStrings();
  const message = useNotificationMessage(notification);
  const added = notification.type === 'added';
  const { cartId } = notification;
  return (
    <div role={added ? 'status' : 'alert'} data-testid="cart-snackbar" css={snackbar}>
      <span css={css({ flex: 1 })}>{message}</span>
      {added && cartId ? (
        <Button size="sm" variant="secondary" onClick={() => onView(cartId)}>
          {t('notification.view')}
        </Button>
      ) : null}
      <IconButton
        label={t('notification.dismiss')}
        size={32}
        onClick={onDismiss}
        css={(theme: Theme) => css({ color: theme.colors.primaryContrast })}
      >
        <span aria-hidden="true">✕</span>
      </IconButton>
    </div>
  );
}
