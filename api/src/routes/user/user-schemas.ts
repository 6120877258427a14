import { arr, bool, int, nullable, num, obj, str } from '../../schemas/builders.js';
import type { Schema } from '../../schemas/builders.js';
import { errorSchema } from '../../schemas/errors.js';

/** Responses every user route can give besides its 200. */
export const userErrorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
} as const;
export const security = [{ bearer: [] }];

export const cursorMetaSchema = obj(
  { next: nullable(str()), nextUrl: nullable(str()), cursor: nullable(str()), limit: int() },
  ['limit'],
);

export const followSchema = obj({ id: str(), profileId: str(), dateCreated: str() });
export const likeSchema = obj({ ltkId: str(), dateLiked: str() });
export const wishSchema = obj({
  id: str(),
  ltkId: nullable(str()),
  productId: nullable(str()),
  ltkProductId: str(),
  wishCollectionId: str(),
  dateCreated: str(),
});
export const wishCollectionSchema = obj({
  id: str(),
  name: str(),
  isDefault: bool(),
  wishCount: int(),
  userId: str(),
  shareHash: str(),
  coverImageUrls: arr(str()),
  dateCreated: str(),
});

export const cartSchema = obj({
  id: str(),
  retailerId: str(),
  cartItemIds: arr(str()),
  subtotal: str({ description: 'USD, available items only' }),
  currency: str(),
  itemCount: int(),
  dateCreated: str(),
  dateUpdated: str(),
});
export const cartItemSchema = obj({
  id: str(),
  cartId: str(),
  quantity: int(),
  productDetailsId: str(),
  retailerProductVariantId: str(),
  catalogRetailerProductId: nullable(str()),
  contentSourceType: str({ enum: ['post', 'product_set', 'off_property'] }),
  contentSourceId: nullable(str()),
  clickHash: nullable(str()),
  available: bool(),
});
export const variantSchema = obj({
  id: str(),
  retailerProductId: str(),
  title: str(),
  price: num(),
  salePrice: nullable(num()),
  imageUrl: str(),
  quantity: int(),
  available: bool(),
  options: { type: 'object', additionalProperties: { type: 'string' } },
});
export const catalogRetailerProductSchema = obj({
  id: str(),
  title: str(),
  imageUrl: str(),
  retailerId: str(),
});
export const retailerSchema = obj({ id: str(), displayName: str(), imageUrl: str(), maxQuantity: int() });

export const idParams = (name: string): Schema => obj({ [name]: str({ minLength: 1, maxLength: 64 }) });
export const uuidParams = (name: string): Schema => obj({ [name]: str({ format: 'uuid' }) });
