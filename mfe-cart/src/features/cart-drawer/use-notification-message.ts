import type { CartNotification } from '@ltk/contracts';
import { strings } from '../../i18n/strings';

/** The section-8 text of a cart notification; max-error names the retailer (or 'retailer'). */
export function useNotificationMessage(notification: CartNotification, retailerName?: string): string {
  const { t } = strings.useStrings();
  return notification.type === 'max-error'
    ? t('notification.max-error', { retailerName: retailerName ?? t('notification.retailer') })
    : t(`notification.${notification.type}`);
}
