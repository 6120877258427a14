import fs from 'node:fs';
import path from 'node:path';
import type {
  Cart,
  CartItem,
  Category,
  Checkout,
  Collection,
  Follow,
  FollowerStatistics,
  Like,
  MediaObject,
  Post,
  Product,
  ProductDetails,
  Profile,
  Retailer,
  RetailerProduct,
  RetailerProductVariant,
  Settings,
  ShopProduct,
  ShopProductCollection,
  SignedPolicies,
  Wish,
  WishCollection,
} from '../index';

/** The api's committed OpenAPI document; LTK_OPENAPI_FILE checks another copy. */
const OPENAPI_FILE = process.env.LTK_OPENAPI_FILE ?? path.resolve(__dirname, '../../../../api/openapi.json');

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema };
type Doc = {
  components?: { schemas?: Record<string, Schema> };
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
};

/** Exactly the keys of T (the type checker rejects a missing or extra key). */
const keys =
  <T>() =>
  <K extends Record<keyof T, true>>(record: K & Record<Exclude<keyof K, keyof T>, never>) =>
    Object.keys(record).sort();

/** Where each entity appears in a documented response: [path, method, property path ('[]' = array item)]. */
const ENTITIES: [string, string[], [string, string, string[]]][] = [
  [
    'Post',
    keys<Post>()({
      id: true,
      profileId: true,
      hash: true,
      title: true,
      caption: true,
      heroImage: true,
      heroImageWidth: true,
      heroImageHeight: true,
      productIds: true,
      postProductCount: true,
      shareUrl: true,
      coverPhotoIds: true,
      media: true,
      hashtags: true,
      attributes: true,
      datePublished: true,
      status: true,
    }),
    ['/v2/ltks', 'get', ['ltks', '[]']],
  ],
  [
    'Profile',
    keys<Profile>()({
      id: true,
      displayName: true,
      fullName: true,
      bio: true,
      avatarUrl: true,
      followersCount: true,
    }),
    ['/v2/profiles/', 'get', ['profiles', '[]']],
  ],
  [
    'Product',
    keys<Product>()({
      id: true,
      ltkId: true,
      position: true,
      productDetailsId: true,
      productReferenceId: true,
      name: true,
      retailerId: true,
      retailerDisplayName: true,
      price: true,
      salePrice: true,
      currency: true,
      hyperlink: true,
      links: true,
      imageUrl: true,
      matching: true,
      mediaObjectIds: true,
    }),
    ['/v2/products/', 'get', ['products', '[]']],
  ],
  [
    'ProductDetails',
    keys<ProductDetails>()({
      id: true,
      name: true,
      advertiserName: true,
      retailerId: true,
      category: true,
      price: true,
      salePrice: true,
      localPrice: true,
      currency: true,
      percentChange: true,
      hasVariants: true,
      catalogRetailerProductId: true,
      hyperlink: true,
      imageUrl: true,
      mediaObjectIds: true,
    }),
    ['/v2/product_details/', 'get', ['productDetails', '[]']],
  ],
  [
    'MediaObject',
    keys<MediaObject>()({
      id: true,
      mediaType: true,
      productDetailsId: true,
      position: true,
      imageUrl: true,
      width: true,
      height: true,
    }),
    ['/v3/media_objects/', 'get', ['mediaObjects', '[]']],
  ],
  [
    'RetailerProduct',
    keys<RetailerProduct>()({
      id: true,
      title: true,
      retailerId: true,
      retailer: true,
      productDetailsId: true,
      imageUrl: true,
      additionalImageUrls: true,
      variants: true,
      options: true,
      priceMin: true,
      priceMax: true,
      salePriceMin: true,
      salePriceMax: true,
      currency: true,
      sizeChart: true,
      policies: true,
    }),
    ['/v3/consumer_retailer_products/{id}', 'get', ['retailerProduct']],
  ],
  [
    'FollowerStatistics',
    keys<FollowerStatistics>()({ profileId: true, followersCount: true }),
    ['/v2/followers_statistics/', 'get', ['followersStatistics']],
  ],
  [
    'Follow',
    keys<Follow>()({ id: true, profileId: true, dateCreated: true }),
    ['/v2/follows/', 'get', ['follows', '[]']],
  ],
  ['Like', keys<Like>()({ ltkId: true, dateLiked: true }), ['/v2/likes/', 'get', ['likes', '[]']]],
  [
    'Wish',
    keys<Wish>()({
      id: true,
      ltkId: true,
      productId: true,
      ltkProductId: true,
      wishCollectionId: true,
      dateCreated: true,
    }),
    ['/v2/wishes/', 'get', ['wishes', '[]']],
  ],
  [
    'WishCollection',
    keys<WishCollection>()({
      id: true,
      name: true,
      isDefault: true,
      wishCount: true,
      userId: true,
      shareHash: true,
      coverImageUrls: true,
      dateCreated: true,
    }),
    ['/v2/wish_collections/', 'get', ['wishCollections', '[]']],
  ],
  [
    'Cart',
    keys<Cart>()({
      id: true,
      retailerId: true,
      cartItemIds: true,
      subtotal: true,
      currency: true,
      itemCount: true,
      dateCreated: true,
      dateUpdated: true,
    }),
    ['/v1/carts', 'get', ['carts', '[]']],
  ],
  [
    'CartItem',
    keys<CartItem>()({
      id: true,
      cartId: true,
      quantity: true,
      productDetailsId: true,
      retailerProductVariantId: true,
      catalogRetailerProductId: true,
      contentSourceType: true,
      contentSourceId: true,
      clickHash: true,
      available: true,
    }),
    ['/v1/carts', 'get', ['cartItems', '[]']],
  ],
  [
    'RetailerProductVariant',
    keys<RetailerProductVariant>()({
      id: true,
      retailerProductId: true,
      title: true,
      price: true,
      salePrice: true,
      imageUrl: true,
      quantity: true,
      available: true,
      options: true,
    }),
    ['/v1/carts', 'get', ['retailerProductVariants', '[]']],
  ],
  [
    'Retailer',
    keys<Retailer>()({ id: true, displayName: true, imageUrl: true, maxQuantity: true }),
    ['/v1/carts', 'get', ['retailers', '[]']],
  ],
  [
    'Checkout',
    keys<Checkout>()({ id: true, cartId: true, checkoutUrl: true, invalidProducts: true }),
    ['/v2/carts/{cartId}/checkout', 'post', ['checkout']],
  ],
  [
    'Collection',
    keys<Collection>()({
      id: true,
      collectionId: true,
      profileId: true,
      title: true,
      rank: true,
      itemCount: true,
      latestItemIds: true,
      createdAt: true,
    }),
    ['/v1/collections/{id}', 'get', ['collection']],
  ],
  [
    'ShopProductCollection',
    keys<ShopProductCollection>()({
      id: true,
      collectionId: true,
      profileId: true,
      title: true,
      subtype: true,
      productCount: true,
      description: true,
      coverPhotoUrls: true,
      attributes: true,
      createdAt: true,
    }),
    ['/shop_product/get_shop_product_collection', 'get', ['shopProductCollection']],
  ],
  [
    'ShopProduct',
    keys<ShopProduct>()({
      id: true,
      shopProductId: true,
      collectionId: true,
      position: true,
      productDetailsId: true,
      linkUrl: true,
      productReferenceId: true,
      imageUrl: true,
    }),
    ['/shop_product/get_shop_products_by_collection', 'get', ['shopProducts', '[]']],
  ],
  [
    'Category',
    keys<Category>()({ key: true, title: true, subtitle: true, url: true, imageUrl: true, actions: true }),
    ['/v1/categories', 'get', ['categories', '[]']],
  ],
  [
    'Settings',
    keys<Settings>()({ locale: true, emailNotifications: true, pushNotifications: true }),
    ['/v2/settings/', 'get', ['settings']],
  ],
  [
    'SignedPolicies',
    keys<SignedPolicies>()({ cookie: true, privacy: true, tos: true }),
    ['/v2/signed_policies/', 'get', ['signedPolicies']],
  ],
];

function schemaAt(doc: Doc, [route, method, steps]: [string, string, string[]]): Schema | undefined {
  const responses = doc.paths[route]?.[method]?.responses ?? {};
  let schema = (responses['200'] ?? responses['201'])?.content?.['application/json']?.schema;
  const resolve = (s: Schema | undefined) =>
    s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop() ?? ''] : s;
  for (const step of steps)
    schema = resolve(step === '[]' ? schema?.items : resolve(schema)?.properties?.[step]);
  return resolve(schema);
}

describe('entity types against the api OpenAPI document', () => {
  it('every entity type has exactly the fields the api documents', () => {
    if (!fs.existsSync(OPENAPI_FILE))
      throw new Error(`Missing ${OPENAPI_FILE} (write it with: pnpm --filter @ltk/api openapi)`);
    const doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Doc;
    const problems: string[] = [];
    for (const [name, typeKeys, where] of ENTITIES) {
      const documented = Object.keys(schemaAt(doc, where)?.properties ?? {}).sort();
      const missing = documented.filter((key) => !typeKeys.includes(key));
      const extra = typeKeys.filter((key) => !documented.includes(key));
      if (missing.length || extra.length) {
        problems.push(
          `${name} (${where[0]}): not typed [${missing.join(', ')}], not documented [${extra.join(', ')}]`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
