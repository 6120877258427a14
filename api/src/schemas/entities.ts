import { arr, bool, int, nullable, num, obj, str } from './builders.js';

export const postSchema = obj({
  id: str(),
  profileId: str(),
  hash: str(),
  title: str(),
  caption: str(),
  heroImage: str(),
  heroImageWidth: int(),
  heroImageHeight: int(),
  productIds: arr(str()),
  postProductCount: int(),
  shareUrl: str(),
  coverPhotoIds: arr(str()),
  media: arr(obj({ type: str(), url: str(), width: int(), height: int() })),
  hashtags: arr(str()),
  attributes: obj({ featured: bool(), hashtags: arr(str()) }),
  datePublished: str({ format: 'date-time' }),
  status: str(),
});

export const profileSchema = obj({
  id: str(),
  displayName: str(),
  fullName: str(),
  bio: str(),
  avatarUrl: str(),
  followersCount: int(),
});

export const productSchema = obj({
  id: str(),
  ltkId: str(),
  position: int(),
  productDetailsId: str(),
  productReferenceId: str(),
  name: str(),
  retailerId: str(),
  retailerDisplayName: str(),
  price: num(),
  salePrice: nullable(num()),
  currency: str(),
  hyperlink: str(),
  links: obj({ ltkWeb: str() }),
  imageUrl: str(),
  matching: str(),
  mediaObjectIds: arr(str()),
});

export const productDetailsSchema = obj({
  id: str(),
  name: str(),
  advertiserName: str(),
  retailerId: str(),
  category: str(),
  price: num(),
  salePrice: nullable(num()),
  localPrice: num(),
  currency: str(),
  percentChange: num(),
  hasVariants: bool(),
  catalogRetailerProductId: nullable(str()),
  hyperlink: str(),
  imageUrl: str(),
  mediaObjectIds: arr(str()),
});

export const mediaObjectSchema = obj({
  id: str(),
  mediaType: str(),
  productDetailsId: str(),
  position: int(),
  imageUrl: str(),
  width: int(),
  height: int(),
});

export const retailerSchema = obj({ id: str(), displayName: str(), imageUrl: str() });

export const retailerProductSchema = obj(
  {
    id: str(),
    title: str(),
    retailerId: str(),
    retailer: retailerSchema,
    productDetailsId: nullable(str()),
    imageUrl: str(),
    additionalImageUrls: arr(str()),
    variants: arr(
      obj({
        id: str(),
        title: str(),
        position: int(),
        options: { type: 'object', additionalProperties: { type: 'string' } },
        price: num(),
        salePrice: nullable(num()),
        imageUrl: str(),
        quantity: int(),
        available: bool(),
      }),
    ),
    options: arr(obj({ name: str(), values: arr(str()), position: int() })),
    priceMin: num(),
    priceMax: num(),
    salePriceMin: nullable(num()),
    salePriceMax: nullable(num()),
    currency: str(),
    sizeChart: nullable(obj({ imageUrl: str() })),
    policies: arr(obj({ handle: str(), body: str() })),
  },
  [
    'id',
    'title',
    'retailerId',
    'retailer',
    'imageUrl',
    'additionalImageUrls',
    'variants',
    'options',
    'priceMin',
    'priceMax',
    'currency',
  ],
);

/** Feed paging meta (section 3: next, nextUrl, totalResults, lastId, limit). */
export const feedMetaSchema = obj({
  next: nullable(str()),
  nextUrl: nullable(str()),
  totalResults: int(),
  lastId: nullable(str()),
  limit: int(),
});

export const shopProductCollectionSchema = obj({
  id: str(),
  collectionId: str(),
  profileId: str(),
  title: str(),
  subtype: str(),
  productCount: int(),
  description: str(),
  coverPhotoUrls: arr(str()),
  attributes: obj({ audience: nullable(str()), occasion: nullable(str()) }),
  createdAt: str(),
});

export const shopProductSchema = obj({
  id: str(),
  shopProductId: str(),
  collectionId: str(),
  position: int(),
  productDetailsId: str(),
  linkUrl: str(),
  productReferenceId: str(),
  imageUrl: str(),
});

export const collectionSchema = obj({
  id: str(),
  collectionId: str(),
  profileId: str(),
  title: str(),
  rank: int(),
  itemCount: int(),
  latestItemIds: arr(str()),
  createdAt: str(),
});

export const searchHitSchema = obj(
  {
    objectId: str(),
    id: str(),
    type: str(),
    query: str(),
    postProfileId: nullable(str()),
    postProfileDisplay: nullable(str()),
    imageLink: nullable(str()),
    children: arr(obj({ objectId: str(), type: str(), query: str(), imageLink: str() })),
  },
  ['objectId', 'id', 'type', 'query'],
);
