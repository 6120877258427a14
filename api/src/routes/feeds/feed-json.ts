import type { CatalogContext } from '../../catalog/context.js';
import { dollars, iso } from '../../catalog/context.js';
import { postsByLastAppearance, profileRows } from '../../catalog/load-post-bundle.js';
import type { ProductTuple } from '../../catalog/load-post-bundle.js';
import type { PostPage } from '../../catalog/query-post-page.js';
import { imageUrlJson, serviceUrl } from '../../lib/urls.js';
import type { ImageKind } from '../../lib/urls.js';
import type { FeedQuery } from './feed-response.js';

/** A string as its JSON literal (what fast-json-stringify's `asString` writes for it). */
const str = JSON.stringify as (value: string) => string;

/**
 * The JSON text of a feed response written straight from the page's bundle rows, without building the entities and
 * running the route's response serializer on them (at the large scale an uncached featured page with its includes is
 * ~440 entities and 228 KB: most of node's CPU per request). It must equal, byte for byte, what `feedResponse` gives
 * through `feedResponseSchema`'s serializer (test/catalog/feed-json.test.ts compares them on every feed kind, includes
 * combination and cursor): properties in the schemas' order (activities, profiles, ltks, products, productDetails,
 * mediaObjects; each entity as in schemas/entities.ts), strings as JSON.stringify writes them (fast-json-stringify's
 * `asString` writes the same text), numbers as `'' + n`, `salePrice` null when not on sale. Entities, order and
 * de-duplication are readBundle's. Undefined when the page has no bundle rows or asks for `product_details` (those
 * take the generic path).
 */
export function feedJson(
  ctx: CatalogContext,
  page: PostPage,
  query: FeedQuery,
  path: string,
  includes: ReadonlySet<string>,
): string | undefined {
  const rows = page.rows;
  if (!rows || includes.has('product_details')) return undefined;
  const { config } = ctx;
  const image = (kind: ImageKind, id: string): string => imageUrlJson(config, kind, id);
  const nullableStr = (value: string | null): string => (value === null ? 'null' : str(value));

  // each post's products written once (remembered by post and stored array, see productsJson)
  const written = new Map<string, ProductsJson>();
  for (const row of rows)
    if (row.products && !written.has(row.id)) written.set(row.id, productsJson(config, row.id, row.products));

  const activities: string[] = [];
  const posts: string[] = [];
  const wantsPosts = includes.has('ltks') || includes.has('posts');
  for (const row of rows) {
    const id = str(row.id);
    const profileId = str(row.profile_id);
    const datePublished = str(iso(row.date_published));
    activities.push(
      `{"id":${str(`post:${row.id}`)},"type":"ltk","postId":${id},"profileId":${profileId},"datePublished":${datePublished}}`,
    );
    if (!wantsPosts) continue;
    const hero = image('post', row.id);
    const productIds = written.get(row.id)?.productIds ?? JSON.stringify(row.product_ids ?? []);
    const hashtags = JSON.stringify(row.hashtags);
    const width = `${row.hero_width}`;
    const height = `${row.hero_height}`;
    posts.push(
      `{"id":${id},"profileId":${profileId},"hash":${str(row.hash)},"title":${str(row.title)},"caption":${str(row.caption)},"heroImage":${hero},"heroImageWidth":${width},"heroImageHeight":${height},"productIds":${productIds},"postProductCount":${row.product_count},"shareUrl":${str(`${config.webUrl}/post/${row.id}`)},"coverPhotoIds":[],"media":[{"type":"image","url":${hero},"width":${width},"height":${height}}],"hashtags":${hashtags},"attributes":{"featured":${row.featured ? 'true' : 'false'},"hashtags":${hashtags}},"datePublished":${datePublished},"status":${str(row.status)}}`,
    );
  }

  let data = `{"activities":[${activities.join(',')}]`;
  if (includes.has('profiles')) {
    const profiles = profileRows(rows).map(
      (row) =>
        `{"id":${str(row.profile_id)},"displayName":${str(row.profile_display_name)},"fullName":${str(row.profile_full_name ?? '')},"bio":${str(row.profile_bio ?? '')},"avatarUrl":${image('avatar', row.profile_id)},"followersCount":${row.profile_followers_count ?? 0}}`,
    );
    data += `,"profiles":[${profiles.join(',')}]`;
  }
  if (wantsPosts) data += `,"ltks":[${posts.join(',')}]`;

  const wantsProducts = includes.has('products');
  const wantsMedia = includes.has('media_objects');
  if (wantsProducts || wantsMedia) {
    // readBundle's order: each distinct post once, posts by their last appearance, products by position
    const products: string[] = [];
    const media = new Map<string, string>();
    for (const postId of postsByLastAppearance(rows)) {
      const post = written.get(postId);
      if (!post) continue;
      if (wantsProducts && post.products) products.push(post.products);
      for (const [detailsId, text] of post.media) media.set(detailsId, text);
    }
    if (wantsProducts) data += `,"products":[${products.join(',')}]`;
    if (wantsMedia) {
      const mediaObjects: string[] = [];
      for (const detailsId of [...media.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        const text = media.get(detailsId);
        if (text) mediaObjects.push(text);
      }
      data += `,"mediaObjects":[${mediaObjects.join(',')}]`;
    }
  }

  const nextUrl = page.next ? serviceUrl(config, path, { ...query, next: page.next }) : null;
  return `{"data":${data}},"meta":{"next":${nullableStr(page.next)},"nextUrl":${nullableStr(nextUrl)},"totalResults":${page.total},"lastId":${nullableStr(page.lastId)},"limit":${query.limit}}}`;
}

/**
 * A post's products as JSON (comma-joined), their ids (a JSON array: the post's `productIds`) and the media objects of
 * each of their details (comma-joined, by position).
 */
type ProductsJson = { products: string; productIds: string; media: [string, string][] };

/**
 * Written products by post id and stored products array (`post_products_json`, as its JSON text): a pure function of
 * that key and the configuration, like the signed image URLs, so an entry is never stale; when a write changes a
 * post's products the key changes. The same posts come back page after page (the first page of the featured feed
 * above all): writing their ~130 products and ~240 media objects was most of the feed's JSON work. Bounded: cleared
 * when full (~6.5 KB per post with its key at the large scale: 5,000 posts, ~140 feed pages, are ~33 MB).
 */
const writtenProducts = new WeakMap<object, Map<string, ProductsJson>>();
const WRITTEN_PRODUCTS_MAX = 5_000;

function productsJson(config: CatalogContext['config'], postId: string, stored: string): ProductsJson {
  let memo = writtenProducts.get(config);
  if (!memo) writtenProducts.set(config, (memo = new Map<string, ProductsJson>()));
  const key = `${postId}\u0000${stored}`;
  let written = memo.get(key);
  if (written !== undefined) return written;
  const ltkId = str(postId);
  const tuples = JSON.parse(stored) as ProductTuple[];
  const products: string[] = [];
  const media: [string, string][] = [];
  for (const t of tuples) {
    const id = t[0];
    const detailsId = t[2];
    const detailsMedia = t[12] ?? [];
    const salePrice = dollars(t[10]);
    products.push(
      `{"id":${str(id)},"ltkId":${ltkId},"position":${t[1]},"productDetailsId":${str(detailsId)},"productReferenceId":${str(t[3])},"name":${str(t[5])},"retailerId":${str(t[6])},"retailerDisplayName":${str(t[7])},"price":${dollars(t[9]) ?? 0},"salePrice":${salePrice === null ? 'null' : `${salePrice}`},"currency":${str(t[11])},"hyperlink":${str(`https://${t[8]}/products/${detailsId}?rs=${id}`)},"links":{"ltkWeb":${str(`${config.webUrl}/products/${detailsId}?li=${postId}`)}},"imageUrl":${imageUrlJson(config, 'product', detailsId)},"matching":${str(t[4])},"mediaObjectIds":${JSON.stringify(detailsMedia.map((m) => m[0]))}}`,
    );
    const details = str(detailsId);
    media.push([
      detailsId,
      detailsMedia
        .map(
          (m) =>
            `{"id":${str(m[0])},"mediaType":"image","productDetailsId":${details},"position":${m[1]},"imageUrl":${imageUrlJson(config, 'product', m[1] === 0 ? detailsId : `${detailsId}~${m[1]}`)},"width":${m[2]},"height":${m[3]}}`,
        )
        .join(','),
    ]);
  }
  written = { products: products.join(','), productIds: JSON.stringify(tuples.map((t) => t[0])), media };
  if (memo.size >= WRITTEN_PRODUCTS_MAX) memo.clear();
  memo.set(key, written);
  return written;
}
