// `@ltk/store/entity-reads`: reads of the shared entities that only some pages make (a post, its products, product
// details). Not a shared module (shared/mf-config): each remote bundles the reads it uses with the
// pages that use them, so they add nothing to the shell's first load; the same definition in two remotes is one key.
import { createSelector } from '@reduxjs/toolkit';
import {
  defineRead,
  entitiesReceived,
  entitiesSlice,
  fetchPosts,
  isFresh,
  selectPost,
  selectProductDetails,
  type RootState,
} from '@ltk/store';

/** The products of a post cached from any read (`ltkId`), in the post's order (others last). */
export const selectProductsOfPost = createSelector(
  [
    (state: RootState) => state.entities.products,
    (_state: RootState, postId: string) => postId,
    (state: RootState, postId: string) => state.entities.posts[postId]?.productIds,
  ],
  (products, postId, productIds = []) => {
    const order = new Map(productIds.map((id, index) => [id, index]));
    const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
    return Object.values(products)
      .filter((product) => product.ltkId === postId)
      .sort((a, b) => rank(a.id) - rank(b.id));
  },
);

/** One post with its creator, products and media (GET /v2/ltks?ids=). */
export const postRead = /* @__PURE__ */ defineRead({
  owner: entitiesSlice,
  name: 'post',
  args: (id: string) => id,
  load: (id, { dispatch }) => dispatch(fetchPosts([id])).unwrap(),
  select: selectPost,
});

/** A post's products with their details and media (GET /v3/posts/{postId}/products; none when the api answers null). */
export const postProductsRead = /* @__PURE__ */ defineRead({
  owner: entitiesSlice,
  name: 'post-products',
  args: (postId: string) => postId,
  load: async (postId, { dispatch, extra }) => {
    const response = await extra.api.getPostProducts(postId);
    if (!response) return;
    dispatch(
      entitiesReceived({
        fetchedAt: extra.now(),
        products: response.products,
        productDetails: response.productDetails,
        mediaObjects: response.mediaObjects,
      }),
    );
  },
  select: selectProductsOfPost,
});

/** Product details by id (GET /v2/product_details/?ids=). */
export const productDetailsRead = /* @__PURE__ */ defineRead({
  owner: entitiesSlice,
  name: 'product-details',
  args: (id: string) => id,
  load: async (id, { dispatch, getState, extra }) => {
    const cached = selectProductDetails(getState(), id);
    if (cached && isFresh(cached, extra.now())) return;
    const productDetails = await extra.api.getProductDetails([id]);
    dispatch(entitiesReceived({ fetchedAt: extra.now(), productDetails }));
  },
  select: selectProductDetails,
});
