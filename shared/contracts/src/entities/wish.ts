import type { ApiSchemas } from './api-schemas';

/** A wished product (ltkProductId: the product, in a post, that is wished). */
export type Wish = ApiSchemas['Wish'];

export type WishCollection = ApiSchemas['WishCollection'];
