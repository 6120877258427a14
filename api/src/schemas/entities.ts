import { arr, bool, component, int, nullable, num, obj, ref, str, stringMap } from './builders.js';

const postMediaSchema = component(
  'PostMedia',
  obj(
    {
      type: str({
        description: "'image' (the hero image) or 'video' (one entry per encoding of the post's video)",
      }),
      url: str(),
      width: int(),
      height: int(),
      mimeType: str({ description: "A video's type: 'video/webm' or 'video/mp4'" }),
    },
    ['type', 'url', 'width', 'height'],
  ),
);
const postAttributesSchema = component('PostAttributes', obj({ featured: bool(), hashtags: arr(str()) }));

export const postSchema = component(
  'Post',
  obj({
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
    media: arr(ref(postMediaSchema)),
    hashtags: arr(str()),
    attributes: ref(postAttributesSchema),
    datePublished: str({ format: 'date-time' }),
    status: str(),
  }),
);

export const profileSchema = component(
  'Profile',
  obj({
    id: str(),
    displayName: str(),
    fullName: str(),
    bio: str(),
    avatarUrl: str(),
    followersCount: int(),
  }),
);

export const productSchema = component(
  'Product',
  obj({
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
  }),
);

export const productDetailsSchema = component(
  'ProductDetails',
  obj({
    id: str(),
    name: str(),
    advertiserName: str(),
    retailerId: str(),
    category: str(),
    price: num(),
    salePrice: nullable(num()),
    localPrice: num(),
    currency: str(),
    percentChange: num({
      description:
        'Sale change as a fraction (-0.25 = 25% off); the badge shows it times 100, rounded. 0 when not on sale.',
    }),
    hasVariants: bool(),
    catalogRetailerProductId: nullable(str()),
    hyperlink: str(),
    imageUrl: str(),
    mediaObjectIds: arr(str()),
  }),
);

export const mediaObjectSchema = component(
  'MediaObject',
  obj({
    id: str(),
    mediaType: str(),
    productDetailsId: str(),
    position: int(),
    imageUrl: str(),
    width: int(),
    height: int(),
  }),
);

const retailerSchema = component('Retailer', obj({ id: str(), displayName: str(), imageUrl: str() }));

const retailerProductVariantDetailSchema = component(
  'RetailerProductVariantDetail',
  obj({
    id: str(),
    title: str(),
    position: int(),
    options: stringMap(),
    price: num(),
    salePrice: nullable(num()),
    imageUrl: str(),
    quantity: int(),
    available: bool(),
  }),
);
const retailerProductOptionSchema = component(
  'RetailerProductOption',
  obj({ name: str(), values: arr(str()), position: int() }),
);
const retailerPolicySchema = component('RetailerPolicy', obj({ handle: str(), body: str() }));

export const retailerProductSchema = component(
  'RetailerProduct',
  obj(
    {
      id: str(),
      title: str(),
      retailerId: str(),
      retailer: ref(retailerSchema),
      productDetailsId: nullable(str()),
      imageUrl: str(),
      additionalImageUrls: arr(str()),
      variants: arr(ref(retailerProductVariantDetailSchema)),
      options: arr(ref(retailerProductOptionSchema)),
      priceMin: num(),
      priceMax: num(),
      salePriceMin: nullable(num()),
      salePriceMax: nullable(num()),
      currency: str(),
      sizeChart: nullable(obj({ imageUrl: str() })),
      policies: arr(ref(retailerPolicySchema)),
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
  ),
);

/** Feed paging meta (section 3: next, nextUrl, totalResults, lastId, limit). */
export const feedMetaSchema = component(
  'FeedMeta',
  obj({
    next: nullable(str()),
    nextUrl: nullable(str()),
    totalResults: int(),
    lastId: nullable(str()),
    limit: int(),
  }),
);

export const shopProductCollectionSchema = component(
  'ShopProductCollection',
  obj({
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
  }),
);

export const shopProductSchema = component(
  'ShopProduct',
  obj({
    id: str(),
    shopProductId: str(),
    collectionId: str(),
    position: int(),
    productDetailsId: str(),
    linkUrl: str(),
    productReferenceId: str(),
    imageUrl: str(),
  }),
);

export const collectionSchema = component(
  'Collection',
  obj({
    id: str(),
    collectionId: str(),
    profileId: str(),
    title: str(),
    rank: int(),
    itemCount: int(),
    latestItemIds: arr(str()),
    createdAt: str(),
  }),
);

export const searchHitSchema = component(
  'ServerSearchHit',
  obj(
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
  ),
);
