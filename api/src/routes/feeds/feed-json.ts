import type { CatalogContext } from '../../catalog/context.js';
import { dollars, iso } from '../../catalog/context.js';
import { postsByLastAppearance, profileRows } from '../../catalog/load-post-bundle.js';
import type { BundleRow, ProductTuple } from '../../catalog/load-post-bundle.js';
import type { PostColumns, ProfileColumns } from '../../catalog/post-columns.js';
import type { PostPage } from '../../catalog/query-post-page.js';
import { LruMap } from '../../lib/lru-map.js';
import { imageUrlJson, serviceUrl } from '../../lib/urls.js';
import type { FeedQuery } from './feed-query.js';
import type { LtksMeta } from '../posts/ltks-response.js';
import { MEMORY_BUDGET } from '../../lib/memory-budget.js';
import { videoMedia } from '../../media/demo-videos.js';

/** A string as its JSON literal (what fast-json-stringify's `asString` writes for it). */
const str = JSON.stringify as (value: string) => string;

/** A piece of a response: text, bytes held for what it was written from, or pieces in a row. */
type Part = string | Buffer | readonly Part[];

/**
 * The parts of a response written from bundle rows: each entity's JSON, by list (see `writeBundle`): products and
 * media objects as the UTF-8 bytes held for their post (see `productsJson`), activities, posts and profiles as the bytes
 * held for the columns they were written from (see `writtenPost`).
 */
type WrittenBundle = {
  activities: Part[];
  posts: Part[];
  profiles?: Part[];
  products?: Buffer[];
  mediaObjects?: Buffer[];
};

/** A post's activity, and its JSON before and after its product ids, as UTF-8. */
type WrittenPost = { activity: Buffer; head: Buffer; tail: Buffer };

/**
 * What was written for held columns (catalog/post-columns.ts: one object per post version and per profile version), per
 * configuration: a pure function of the columns and the configuration (its URLs and image signatures), kept while the
 * columns are held. The same posts and creators come back page after page; writing them (strings escaped, dates and
 * signed URLs formatted, then encoded) was most of the JSON work left once products were held.
 */
const writtenPosts = new WeakMap<object, WeakMap<PostColumns, WrittenPost>>();
const writtenProfiles = new WeakMap<object, WeakMap<ProfileColumns, Buffer>>();

function remember<K extends object, V>(
  byConfig: WeakMap<object, WeakMap<K, V>>,
  config: object,
  key: K | undefined,
  write: () => V,
): V {
  if (key === undefined) return write();
  let written = byConfig.get(config);
  if (!written) byConfig.set(config, (written = new WeakMap<K, V>()));
  let value = written.get(key);
  if (value === undefined) written.set(key, (value = write()));
  return value;
}

function writtenPost(config: CatalogContext['config'], row: BundleRow): WrittenPost {
  return remember(writtenPosts, config, row.held?.post, () => {
    const id = str(row.id);
    const profileId = str(row.profile_id);
    const datePublished = str(iso(row.date_published));
    const hero = imageUrlJson(config, 'post', row.id);
    const hashtags = JSON.stringify(row.hashtags);
    const width = `${row.hero_width}`;
    const height = `${row.hero_height}`;
    const videos = videoMedia(config.publicUrl, row.video)
      .map(
        (v) =>
          `,{"type":"video","url":${str(v.url)},"width":${v.width},"height":${v.height},"mimeType":${str(v.mimeType)}}`,
      )
      .join('');
    return {
      activity: Buffer.from(
        `{"id":${str(`post:${row.id}`)},"type":"ltk","postId":${id},"profileId":${profileId},"datePublished":${datePublished}}`,
      ),
      head: Buffer.from(
        `{"id":${id},"profileId":${profileId},"hash":${str(row.hash)},"title":${str(row.title)},"caption":${str(row.caption)},"heroImage":${hero},"heroImageWidth":${width},"heroImageHeight":${height},"productIds":`,
      ),
      tail: Buffer.from(
        `,"postProductCount":${row.product_count},"shareUrl":${str(`${config.webUrl}/post/${row.id}`)},"coverPhotoIds":[],"media":[{"type":"image","url":${hero},"width":${width},"height":${height}}${videos}],"hashtags":${hashtags},"attributes":{"featured":${row.featured ? 'true' : 'false'},"hashtags":${hashtags}},"datePublished":${datePublished},"status":${str(row.status)}}`,
      ),
    };
  });
}

const writtenProfile = (
  config: CatalogContext['config'],
  row: BundleRow & { profile_display_name: string },
): Buffer =>
  remember(writtenProfiles, config, row.held?.profile, () =>
    Buffer.from(
      `{"id":${str(row.profile_id)},"displayName":${str(row.profile_display_name)},"fullName":${str(row.profile_full_name ?? '')},"bio":${str(row.profile_bio ?? '')},"avatarUrl":${imageUrlJson(config, 'avatar', row.profile_id)},"followersCount":${row.profile_followers_count ?? 0}}`,
    ),
  );

/**
 * The entities of bundle rows as JSON, without building them and running a route's response serializer (at the
 * large scale an uncached featured page with its includes is ~440 entities and 228 KB: most of node's CPU per request).
 * Each must equal, byte for byte, what the serializer writes for the entity readBundle builds (test/catalog/
 * feed-json.test.ts compares whole responses on every feed kind, includes combination and cursor, and `/v2/ltks`):
 * properties in the schemas' order (schemas/entities.ts), strings as JSON.stringify writes them (fast-json-stringify's
 * `asString` writes the same text), numbers as `'' + n`, `salePrice` null when not on sale. Entities, order and
 * de-duplication are readBundle's: profiles with `includes` profiles, products and media objects with products and
 * media_objects; activities and posts when asked (`lists`).
 */
function writeBundle(
  ctx: CatalogContext,
  rows: readonly BundleRow[],
  includes: ReadonlySet<string>,
  lists: { activities: boolean; posts: boolean },
): WrittenBundle {
  const { config } = ctx;

  // each post's products written once (remembered by post and stored array, see productsJson)
  const written = new Map<string, ProductsJson>();
  for (const row of rows)
    if (row.products && !written.has(row.id)) written.set(row.id, productsJson(config, row.id, row.products));

  const out: WrittenBundle = { activities: [], posts: [] };
  for (const row of rows) {
    const post = writtenPost(config, row);
    if (lists.activities) out.activities.push(post.activity);
    if (!lists.posts) continue;
    const productIds = written.get(row.id)?.productIds ?? JSON.stringify(row.product_ids ?? []);
    out.posts.push([post.head, productIds, post.tail]);
  }

  if (includes.has('profiles')) out.profiles = profileRows(rows).map((row) => writtenProfile(config, row));

  const wantsProducts = includes.has('products');
  const wantsMedia = includes.has('media_objects');
  if (wantsProducts || wantsMedia) {
    // readBundle's order: each distinct post once, posts by their last appearance, products by position
    const products: Buffer[] = [];
    const media = new Map<string, Buffer>();
    for (const postId of postsByLastAppearance(rows)) {
      const post = written.get(postId);
      if (!post) continue;
      if (wantsProducts && post.products) products.push(post.products);
      for (const [detailsId, text] of post.media) media.set(detailsId, text);
    }
    if (wantsProducts) out.products = products;
    if (wantsMedia) {
      const mediaObjects: Buffer[] = [];
      for (const detailsId of [...media.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        const bytes = media.get(detailsId);
        if (bytes && bytes.length > 0) mediaObjects.push(bytes);
      }
      out.mediaObjects = mediaObjects;
    }
  }
  return out;
}

/** `"name":[…]` of a list's items, comma-separated, preceded by `prefix` (none for a list that is not there). */
function list(prefix: string, items: readonly Part[] | undefined): Part[] {
  if (items === undefined) return [];
  const parts: Part[] = [`${prefix}[`];
  items.forEach((item, index) => {
    if (index > 0) parts.push(',');
    parts.push(item);
  });
  parts.push(']');
  return parts;
}

/**
 * Texts and bytes as one UTF-8 buffer, each text encoded straight into it: one allocation per response (a body's
 * buffers live outside the JS heap, and each ~64 MB of them allocated starts a major GC, so no buffer per part).
 */
function joinBytes(parts: readonly Part[]): Buffer {
  const lengthOf = (part: Part): number => {
    if (typeof part === 'string') return Buffer.byteLength(part);
    if (Buffer.isBuffer(part)) return part.length;
    let sum = 0;
    for (const inner of part) sum += lengthOf(inner);
    return sum;
  };
  const length = lengthOf(parts);
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  const write = (part: Part): void => {
    if (typeof part === 'string') at += out.write(part, at);
    else if (Buffer.isBuffer(part)) at += part.copy(out, at);
    else for (const inner of part) write(inner);
  };
  write(parts);
  if (at !== length) throw new Error(`joinBytes wrote ${at} of ${length} bytes`);
  return out;
}

const nullableStr = (value: string | null): string => (value === null ? 'null' : str(value));

/**
 * The JSON of a feed response as UTF-8 bytes, written straight from the page's bundle rows (`writeBundle`): byte for
 * byte what `feedResponse` gives through `feedResponseSchema`'s serializer (data: activities, profiles, ltks, products,
 * productDetails, mediaObjects; then meta). Bytes, not a string: the products and media objects (~170 of a featured
 * page's 228 KB) are copied from the bytes held for their posts, and a ~228 KB string cost node its UTF-8 length
 * (content-length) and encoding again on the socket, ~0.6 ms a request. Undefined when the page has no bundle rows or
 * asks for `product_details` (those take the generic path).
 */
export function feedJson(
  ctx: CatalogContext,
  page: PostPage,
  query: FeedQuery,
  path: string,
  includes: ReadonlySet<string>,
): Buffer | undefined {
  const rows = page.rows;
  if (!rows || includes.has('product_details')) return undefined;
  const wantsPosts = includes.has('ltks') || includes.has('posts');
  const b = writeBundle(ctx, rows, includes, { activities: true, posts: wantsPosts });
  const nextUrl = page.next ? serviceUrl(ctx.config, path, { ...query, next: page.next }) : null;
  return joinBytes([
    '{"data":{',
    list('"activities":', b.activities),
    list(',"profiles":', b.profiles),
    list(',"ltks":', wantsPosts ? b.posts : undefined),
    list(',"products":', b.products),
    list(',"mediaObjects":', b.mediaObjects),
    `},"meta":{"next":${nullableStr(page.next)},"nextUrl":${nullableStr(nextUrl)},"totalResults":${page.total},"lastId":${nullableStr(page.lastId)},"limit":${query.limit}}}`,
  ]);
}

/**
 * The JSON of a `/v2/ltks` response as UTF-8 bytes, written from its bundle rows (`writeBundle`, bytes as `feedJson`'s):
 * byte for byte what its route's
 * response serializer writes for `{ ltks, ...readBundle's includes, meta }`: the schema's required properties first
 * (ltks, meta), then profiles, products, mediaObjects, as fast-json-stringify orders them. Undefined when
 * `product_details` is asked (the generic path loads them).
 */
export function ltksJson(
  ctx: CatalogContext,
  rows: readonly BundleRow[],
  includes: ReadonlySet<string>,
  meta: LtksMeta,
): Buffer | undefined {
  if (includes.has('product_details')) return undefined;
  const b = writeBundle(ctx, rows, includes, { activities: false, posts: true });
  return joinBytes([
    '{"ltks":',
    list('', b.posts),
    `,"meta":{"lastId":${nullableStr(meta.lastId)},"numResults":${meta.numResults},"totalResults":${meta.totalResults},"limit":${meta.limit},"nextUrl":${nullableStr(meta.nextUrl)},"seed":${nullableStr(meta.seed)}}`,
    list(',"profiles":', b.profiles),
    list(',"products":', b.products),
    list(',"mediaObjects":', b.mediaObjects),
    '}',
  ]);
}

/**
 * A post's products as JSON (comma-joined, UTF-8), their ids (a JSON array: the post's `productIds`) and the media
 * objects of each of their details (comma-joined, by position, UTF-8).
 */
type ProductsJson = { products: Buffer; productIds: string; media: [string, Buffer][] };

/**
 * Written products by post id, with the stored products array (`post_products_json`, as its JSON text) they were
 * written from: a pure function of that text and the configuration, like the signed image URLs, so an entry is current
 * while the row's text is the same (the same string as a rule: post-products.ts holds one per version). The same posts
 * come back page after page (the first page of the featured feed above all): writing their ~130 products and ~240 media
 * objects was most of the feed's JSON work. Bounded, least recently used out first (~6.5 KB per post at the large
 * scale, the stored text shared: 5,000 posts, ~140 feed pages, are ~33 MB).
 */
const writtenProducts = new WeakMap<object, LruMap<string, { stored: string; written: ProductsJson }>>();
const WRITTEN_PRODUCTS_MAX = 5_000;
/** …and at most MEMORY_BUDGET.writtenProducts, estimated as twice the stored text (the written JSON and its media buffers hold about as much). */
const WRITTEN_PRODUCTS_BYTES = {
  max: MEMORY_BUDGET.writtenProducts,
  weigh: (held: { stored: string }) => held.stored.length * 2,
};

function productsJson(config: CatalogContext['config'], postId: string, stored: string): ProductsJson {
  let memo = writtenProducts.get(config);
  if (!memo)
    writtenProducts.set(
      config,
      (memo = new LruMap<string, { stored: string; written: ProductsJson }>(
        WRITTEN_PRODUCTS_MAX,
        WRITTEN_PRODUCTS_BYTES,
      )),
    );
  const held = memo.get(postId);
  if (held !== undefined && held.stored === stored) return held.written;
  const ltkId = str(postId);
  const tuples = JSON.parse(stored) as ProductTuple[];
  const products: string[] = [];
  const media: [string, Buffer][] = [];
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
      Buffer.from(
        detailsMedia
          .map(
            (m) =>
              `{"id":${str(m[0])},"mediaType":"image","productDetailsId":${details},"position":${m[1]},"imageUrl":${imageUrlJson(config, 'product', m[1] === 0 ? detailsId : `${detailsId}~${m[1]}`)},"width":${m[2]},"height":${m[3]}}`,
          )
          .join(','),
      ),
    ]);
  }
  const written = {
    products: Buffer.from(products.join(',')),
    productIds: JSON.stringify(tuples.map((t) => t[0])),
    media,
  };
  memo.set(postId, { stored, written });
  return written;
}
