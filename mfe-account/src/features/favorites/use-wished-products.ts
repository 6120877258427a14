import { PAGE_SIZES } from '@ltk/contracts';
import { useApi, useBus } from '@ltk/platform';
import { ANALYTICS_EVENTS } from '@ltk/contracts';
import {
  publishAnalytics,
  selectWishes,
  toggleWish,
  useAppDispatch,
  useAppStore,
  wishesReceived,
} from '@ltk/store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { joinWishedProducts, nextWishesCursor, type WishedProduct } from './wished-products';

type State = {
  status: 'pending' | 'idle' | 'error';
  items: WishedProduct[];
  cursor: string | null;
  loaded: boolean;
};

/** The user's wished products, 36 wishes per page by cursor, joined to products and product details. */
export function useWishedProducts() {
  const api = useApi();
  const bus = useBus();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [state, setState] = useState<State>({ status: 'pending', items: [], cursor: null, loaded: false });
  const busy = useRef(false);

  const load = useCallback(
    async (cursor: string | null) => {
      if (busy.current) return;
      busy.current = true;
      setState((s) => ({ ...s, status: 'pending' }));
      try {
        const page = await api.getWishes({ cursor: cursor ?? undefined, limit: PAGE_SIZES.wishes });
        dispatch(wishesReceived({ wishes: page.wishes, meta: page.meta, append: Boolean(cursor) }));
        const products = await api.getProducts(page.wishes.map((wish) => wish.ltkProductId));
        const details = await api.getProductDetails(products.map((product) => product.productDetailsId));
        const items = joinWishedProducts(page.wishes, products, details);
        setState((s) => ({
          status: 'idle',
          items: cursor ? [...s.items, ...items] : items,
          cursor: page.wishes.length > 0 ? nextWishesCursor(page.meta) : null,
          loaded: true,
        }));
      } catch (error) {
        console.error('Error fetching wishes', error);
        setState((s) => ({ ...s, status: 'error', loaded: true }));
      } finally {
        busy.current = false;
      }
    },
    [api, dispatch],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const remove = useCallback(
    async (target: WishedProduct) => {
      setState((s) => ({ ...s, items: s.items.filter((item) => item.wish.id !== target.wish.id) }));
      try {
        const productId = target.wish.ltkProductId;
        if (selectWishes(store.getState()).byProductId[productId]) {
          await dispatch(toggleWish(productId)).unwrap();
        } else {
          await api.deleteWish(target.wish.id);
          publishAnalytics(bus, ANALYTICS_EVENTS.unwish, { productId });
        }
      } catch (error) {
        console.error('Error removing wish', error);
        setState((s) => ({
          ...s,
          items: s.items.some((i) => i.wish.id === target.wish.id) ? s.items : [target, ...s.items],
        }));
      }
    },
    [api, bus, dispatch, store],
  );

  return {
    state,
    hasMore: state.cursor !== null,
    loadMore: () => (state.cursor ? void load(state.cursor) : undefined),
    retry: () => void load(null),
    remove,
  };
}
