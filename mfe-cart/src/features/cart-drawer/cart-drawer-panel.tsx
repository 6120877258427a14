import { css } from '@emotion/react';
import type { CartNotification } from '@ltk/contracts';
import { Button, IconButton, Spinner } from '@ltk/ui';
import { useModalFocus } from '@ltk/ui/dialog';
import { useEffect, useRef } from 'react';
import { CartDetail } from './cart-detail';
import * as styles from './cart-drawer.styles';
import { CartList } from './cart-list';
import { CartNotice } from './cart-notice';
import type { CartState } from './cart-state';
import type { CartItemView, CartView } from './cart-views';
import { EmptyCart } from './empty-cart';
import { strings } from '../../i18n/strings';

type Props = {
  titleId: string;
  state: CartState;
  notification: CartNotification | null;
  views: CartView[];
  selected: CartView | undefined;
  onClose: () => void;
  onBack: () => void;
  onSelect: (cartId: string) => void;
  onRetry: () => void;
  onStartShopping: () => void;
  onQuantity: (line: CartItemView, quantity: number) => void;
  onRemove: (line: CartItemView) => void;
  onDeleteCart: () => void;
  onCheckout: () => Promise<void>;
  onDismissNotification: () => void;
};

/** Drawer chrome (title 'My Carts' or the retailer, back and close) around the list or one cart. */
export function CartDrawerPanel(props: Props) {
  const { t } = strings.useStrings();
  const { state, views, selected } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = useModalFocus(panelRef, { active: true, onEscape: props.onClose, initialFocus: 'panel' });

  // The pressed control goes away when the view changes: focus Back in one cart, and that cart's row in the list.
  const selectedId = selected?.cart.id;
  const shownRef = useRef(selectedId);
  useEffect(() => {
    const previous = shownRef.current;
    shownRef.current = selectedId;
    if (previous === selectedId) return;
    if (selectedId) backRef.current?.focus();
    else if (previous)
      (
        panelRef.current?.querySelector<HTMLElement>(`[data-cart-id="${CSS.escape(previous)}"]`) ??
        panelRef.current
      )?.focus();
  }, [selectedId]);

  const retailerName = selected?.retailer?.displayName ?? t('notification.retailer');
  const title = selected ? retailerName : t('drawer.title');

  let content;
  if (!state.data && state.status === 'error') {
    content = (
      <div role="alert" css={css({ textAlign: 'center' })}>
        <p>{t('drawer.loadError')}</p>
        <Button variant="secondary" onClick={props.onRetry}>
          {t('drawer.tryAgain')}
        </Button>
      </div>
    );
  } else if (!state.data) {
    content = <Spinner />;
  } else if (selected) {
    content = (
      <CartDetail
        view={selected}
        invalidVariantIds={state.invalidVariantIds}
        onQuantity={props.onQuantity}
        onRemove={props.onRemove}
        onDeleteCart={props.onDeleteCart}
        onCheckout={props.onCheckout}
      />
    );
  } else if (views.length === 0) {
    content = <EmptyCart onStartShopping={props.onStartShopping} />;
  } else {
    content = <CartList carts={views} onSelect={props.onSelect} />;
  }

  return (
    <>
      <div css={styles.backdrop} onClick={props.onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.titleId}
        tabIndex={-1}
        css={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div css={styles.header}>
          {selected ? (
            <IconButton ref={backRef} label={t('drawer.back')} onClick={props.onBack}>
              <span aria-hidden="true">←</span>
            </IconButton>
          ) : null}
          <h2 id={props.titleId} css={styles.title}>
            {title}
          </h2>
          <IconButton label={t('drawer.close')} onClick={props.onClose}>
            <span aria-hidden="true">✕</span>
          </IconButton>
        </div>
        {props.notification ? (
          <CartNotice
            notification={props.notification}
            retailerName={views.find((v) => v.cart.id === props.notification?.cartId)?.retailer?.displayName}
            onDismiss={props.onDismissNotification}
          />
        ) : null}
        <div css={styles.body} aria-busy={state.status === 'pending'}>
          {content}
        </div>
      </div>
    </>
  );
}
