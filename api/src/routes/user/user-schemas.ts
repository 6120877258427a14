import {
  arr,
  bool,
  component,
  int,
  nullable,
  num,
  obj,
  ref,
  str,
  strEnum,
  stringMap,
} from '../../schemas/builders.js';
import type { TString } from 'typebox';
import { errorSchema } from '../../schemas/errors.js';

/** Responses every user route can give besides its 200. */
export const userErrorResponses = {
  400: ref(errorSchema),
  401: ref(errorSchema),
  403: ref(errorSchema),
  404: ref(errorSchema),
} as const;
export const security = [{ bearer: [] }];

export const cursorMetaSchema = component(
  'CursorMeta',
  obj({ next: nullable(str()), nextUrl: nullable(str()), cursor: nullable(str()), limit: int() }, ['limit']),
);

export const followSchema = component('Follow', obj({ id: str(), profileId: str(), dateCreated: str() }));
export const likeSchema = component('Like', obj({ ltkId: str(), dateLiked: str() }));
export const wishSchema = component(
  'Wish',
  obj({
    id: str(),
    ltkId: nullable(str()),
    productId: nullable(str()),
    ltkProductId: str(),
    wishCollectionId: str(),
    dateCreated: str(),
  }),
);
export const wishCollectionSchema = component(
  'WishCollection',
  obj({
    id: str(),
    name: str(),
    isDefault: bool(),
    wishCount: int(),
    userId: str(),
    shareHash: str(),
    coverImageUrls: arr(str()),
    dateCreated: str(),
  }),
);

export const cartSchema = component(
  'Cart',
  obj({
    id: str(),
    retailerId: str(),
    cartItemIds: arr(str()),
    subtotal: str({ description: 'USD, available items only' }),
    currency: str(),
    itemCount: int(),
    dateCreated: str(),
    dateUpdated: str(),
  }),
);
export const cartItemSchema = component(
  'CartItem',
  obj({
    id: str(),
    cartId: str(),
    quantity: int(),
    productDetailsId: str(),
    retailerProductVariantId: str(),
    catalogRetailerProductId: nullable(str()),
    contentSourceType: strEnum(['post', 'product_set', 'off_property']),
    contentSourceId: nullable(str()),
    clickHash: nullable(str()),
    available: bool(),
  }),
);
export const variantSchema = component(
  'RetailerProductVariant',
  obj({
    id: str(),
    retailerProductId: str(),
    title: str(),
    price: num(),
    salePrice: nullable(num()),
    imageUrl: str(),
    quantity: int(),
    available: bool(),
    options: stringMap(),
  }),
);
export const catalogRetailerProductSchema = component(
  'CatalogRetailerProduct',
  obj({
    id: str(),
    title: str(),
    imageUrl: str(),
    retailerId: str(),
  }),
);
export const retailerSchema = component(
  'CartRetailer',
  obj({ id: str(), displayName: str(), imageUrl: str(), maxQuantity: int() }),
);

export const idParams = <const N extends string>(name: N) =>
  obj({ [name]: str({ minLength: 1, maxLength: 64 }) } as Record<N, TString>);
