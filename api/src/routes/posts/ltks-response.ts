import { arr, int, nullable, obj, ref, str } from '../../schemas/builders.js';
import type { Static } from '../../schemas/builders.js';
import {
  mediaObjectSchema,
  postSchema,
  productDetailsSchema,
  productSchema,
  profileSchema,
} from '../../schemas/entities.js';

/** The 200 response of GET /v2/ltks (`ltksJson` writes its text: required properties first). */
export const ltksResponseSchema = obj(
  {
    ltks: arr(ref(postSchema)),
    profiles: arr(ref(profileSchema)),
    products: arr(ref(productSchema)),
    productDetails: arr(ref(productDetailsSchema)),
    mediaObjects: arr(ref(mediaObjectSchema)),
    meta: obj({
      lastId: nullable(str()),
      numResults: int(),
      totalResults: int(),
      limit: int(),
      nextUrl: nullable(str()),
      seed: nullable(str()),
    }),
  },
  ['ltks', 'meta'],
);

/** The meta of a `/v2/ltks` response. */
export type LtksMeta = Static<typeof ltksResponseSchema>['meta'];
