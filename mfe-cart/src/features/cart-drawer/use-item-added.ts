import { paths } from '@ltk/routes';
import { mq } from '@ltk/ui';
import { useBus } from '@ltk/platform';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { strings } from '../../i18n/strings';

const isExtraSmall = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(mq.query.down('sm')).matches;

/**
 * An item added to a cart: on sm and up the drawer opens on that cart; on extra-small screens a
 * notification 'Item was added to your cart' with View (the drawer link) is published instead.
 */
export function useItemAdded(enabled: boolean, openOn: (open: boolean, cartId?: string) => void) {
  const bus = useBus();
  const { t } = strings.useStrings();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!enabled) return undefined;
    const subscription = bus.on('cart/item-added').subscribe(({ cartId }) => {
      if (!isExtraSmall()) {
        openOn(true, cartId);
        return;
      }
      bus.publish('notification', {
        kind: 'added',
        message: t('notification.added'),
        action: { label: t('notification.view'), href: paths.withCartDrawer(here) },
        cartId,
      });
    });
    return () => subscription.unsubscribe();
  }, [bus, enabled, openOn, t, here]);
}
