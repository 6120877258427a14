import { ANALYTICS_EVENTS, PAGE_SIZES } from '@ltk/contracts';
import { useApi, useBus } from '@ltk/platform';
import {
  publishAnalytics,
  selectWishes,
  toggleWish,
  useAppDispatch,
  useAppStore,
  wishesReceived,
} from '@ltk/store';
import { useCallback } from 'react';
import { usePagedFavorites, type FavoritesPage } from './use-paged-favorites';
import { joinWishedProducts, nextWishesCursor, type WishedProduct } from './wished-products';

const keyOf = (item: WishedProduct) => item.wish.id;

/** The user's wished products, 36 wishes per page by cursor, joined to products and product details. */
export function useWishedProducts() {
  const api = useApi();
  const bus = useBus();
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const loadPage = useCallback(
    async (cursor: string | null): Promise<FavoritesPage<WishedProduct>> => {
      const page = await api.getWishes({ cursor: cursor ?? undefined, limit: PAGE_SIZES.wishes });
      dispatch(wishesReceived({ wishes: page.wishes, meta: page.meta, append: Boolean(cursor) }));
      const products = await api.getProducts(page.wishes.map((wish) => wish.ltkProductId));
      const details = await api.getProductDetails(products.map((product) => product.productDetailsId));
      return {
        items: joinWishedProducts(page.wishes, products, details),
        next: page.wishes.length > 0 ? nextWishesCursor(page.meta) : null,
      };
    },
    [api, dispatch],
  );
  const list = usePagedFavorites(loadPage, keyOf, 'Error fetching wishes');
  const { removeLocally } = list;

  const remove = useCallback(
    async (target: WishedProduct) => {
      const undo = removeLocally(target);
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
        undo();
      }
    },
    [api, bus, dispatch, store, removeLocally],
  );

  return { ...list, remove };
}
