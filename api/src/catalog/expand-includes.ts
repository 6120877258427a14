import type { CatalogContext } from './context.js';
import { loadMediaObjectsOfDetails } from './load-media-objects.js';
import type { MediaObject } from './load-media-objects.js';
import type { Post } from './load-posts.js';
import { loadProductDetails } from './load-product-details.js';
import type { ProductDetails } from './load-product-details.js';
import { loadProductsOfPosts } from './load-products.js';
import type { Product } from './load-products.js';
import { loadProfiles } from './load-profiles.js';
import type { Profile } from './load-profiles.js';

export type Included = {
  profiles?: Profile[];
  products?: Product[];
  productDetails?: ProductDetails[];
  mediaObjects?: MediaObject[];
};

/** The entities named by `includes` for a page of posts (profiles, products, product_details, media_objects). */
export async function expandIncludes(
  ctx: CatalogContext,
  posts: readonly Post[],
  includes: ReadonlySet<string>,
): Promise<Included> {
  const out: Included = {};
  const wantsProducts =
    includes.has('products') || includes.has('product_details') || includes.has('media_objects');
  const [profiles, products] = await Promise.all([
    includes.has('profiles')
      ? loadProfiles(
          ctx,
          posts.map((p) => p.profileId),
        )
      : Promise.resolve(undefined),
    wantsProducts
      ? loadProductsOfPosts(
          ctx,
          posts.map((p) => p.id),
        )
      : Promise.resolve(undefined),
  ]);
  if (profiles) out.profiles = profiles;
  if (products && includes.has('products')) out.products = products;
  const detailsIds = [...new Set((products ?? []).map((p) => p.productDetailsId))];
  const [details, media] = await Promise.all([
    includes.has('product_details') ? loadProductDetails(ctx, detailsIds) : Promise.resolve(undefined),
    includes.has('media_objects') ? loadMediaObjectsOfDetails(ctx, detailsIds) : Promise.resolve(undefined),
  ]);
  if (details) out.productDetails = details;
  if (media) out.mediaObjects = media;
  return out;
}
