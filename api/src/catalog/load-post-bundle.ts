import type { CatalogContext } from './context.js';
import { inOrder } from './context.js';
import { attachProducts } from './post-products.js';
import type { ProductsColumns } from './post-products.js';
import { attachColumns } from './post-columns.js';
import type { ColumnsVersions, HeldColumns, PostColumns, ProfileColumns } from './post-columns.js';
import { toMediaObject } from './load-media-objects.js';
import type { MediaObject } from './load-media-objects.js';
import { toPost } from './post-entity.js';
import type { Post } from './post-entity.js';
import { loadProductDetails } from './load-product-details.js';
import type { ProductDetails } from './load-product-details.js';
import { toProduct } from './load-products.js';
import type { Product } from './load-products.js';
import { toProfile } from './load-profiles.js';
import type { Profile } from './load-profiles.js';

/** Entities embedded beside a list of posts (`includes`). */
type Included = {
  profiles?: Profile[];
  products?: Product[];
  productDetails?: ProductDetails[];
  mediaObjects?: MediaObject[];
};

export type PostBundle = { posts: Post[]; included: Included };

/** Media object of a product as the bundle statement returns it: [id, position, width, height]. */
type MediaTuple = [string, number, number, number];

/**
 * Product of a post as the bundle statement returns it (migrations/004_post_products_json.sql): [id, position,
 * product_details_id, product_reference_id,
 * matching, name, retailer_id, retailer name, retailer domain, price_cents, sale_price_cents, currency, media].
 */
export type ProductTuple = [
  string,
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number | null,
  string,
  MediaTuple[] | null,
];

export type BundleRow = PostColumns &
  Partial<ProfileColumns> &
  ColumnsVersions & {
    product_ids?: string[] | null;
    /** The version of the post's stored products array (null: it has none), when the includes need its products. */
    products_version?: number | null;
    /**
     * The post's stored products array as its JSON text (`ProductTuple[]`; parse with `productTuples`), set from its
     * version by `attachProducts` when the rows are read.
     */
    products?: string | null;
    /** The held columns the row was completed from (attachColumns). */
    held?: HeldColumns;
  };

/** Bundle rows as `attachColumns` completes them. */
type Completed<T> = T & PostColumns & Partial<ProfileColumns> & { held: HeldColumns };

/** What one bundle statement has to fetch for the `includes` of a request. */
type Wants = { profiles: boolean; products: boolean };

const wantsOf = (includes: ReadonlySet<string>): Wants => ({
  profiles: includes.has('profiles'),
  products: includes.has('products') || includes.has('product_details') || includes.has('media_objects'),
});

/**
 * Columns of one statement that returns a page of posts with everything its includes need, as versions: the post's row
 * version, with `includes` profiles its creator's (a join), and the version of the post's products array (one JSON
 * array per post with their retailer, details and media objects, kept in `post_products_json` by the database's
 * triggers on every write). The columns themselves come from what this process holds at those versions, or one read
 * for the rows it lacks (post-columns.ts, post-products.ts). Without products the product ids (as JSON: cheaper to
 * parse than a text[] literal).
 */
function bundleColumns(wants: Wants, extra: string | undefined): string {
  const columns = [...(extra ? [extra] : []), 'p.id, p.xmin::text as post_version'];
  columns.push(
    wants.products
      ? '(select j.version from post_products_json j where j.post_id = p.id) as products_version'
      : `(select json_agg(pr.id order by pr.position) from products pr where pr.post_id = p.id) as product_ids`,
  );
  if (wants.profiles) columns.push('pf.xmin::text as profile_version');
  return columns.join(',\n  ');
}

const bundleJoins = (wants: Wants): string =>
  wants.profiles ? 'left join profiles pf on pf.id = p.profile_id' : '';

/** `select … from posts p …` of a bundle (`from` must name the posts `p`; `columns` go first); `where`/`order by` follow. */
export function bundleSelect(
  includes: ReadonlySet<string>,
  { from = 'posts p', columns }: { from?: string; columns?: string } = {},
): string {
  const wants = wantsOf(includes);
  return `select ${bundleColumns(wants, columns)}\n  from ${from} ${bundleJoins(wants)}`;
}

/**
 * Rows of a bundle select as ONE json value (`json_agg` of the rows, in the select's order): the database client decodes
 * one field and JSON.parse runs once, where 37 rows of several typed fields each cost PGlite's protocol reader ~3 ms
 * of CPU per feed page (node-postgres less). Rows get their columns (`attachColumns`; dates come back as text, which
 * `iso` accepts) and, with a products version, their products array (`attachProducts`).
 */
export async function queryBundleRows<T extends ProductsColumns & ColumnsVersions>(
  ctx: CatalogContext,
  select: string,
  params: unknown[],
): Promise<Completed<T>[]> {
  return (await queryRowsAndTotal<T>(ctx, select, params)).rows;
}

/**
 * `queryBundleRows`, plus `total` (an integer SQL expression, e.g. a stored count) from the same statement: no second
 * round trip. Without `total` the result's `total` is undefined.
 */
export async function queryRowsAndTotal<T extends ProductsColumns & ColumnsVersions>(
  ctx: CatalogContext,
  select: string,
  params: unknown[],
  total?: string,
): Promise<{ rows: Completed<T>[]; total: number | undefined }> {
  const { rows } = await ctx.db.query<{ rows: T[] | null; total?: number }>(
    `select json_agg(b) as rows${total ? `, (${total}) as total` : ''} from (${select}) b`,
    params,
    { prepare: true },
  );
  const found = await attachColumns(ctx.db, rows[0]?.rows ?? []);
  await attachProducts(ctx.db, found);
  return { rows: found, total: rows[0]?.total };
}

/** A bundle row's products (none when the post has none or they were not selected). */
export const productTuples = (row: BundleRow): ProductTuple[] =>
  row.products ? (JSON.parse(row.products) as ProductTuple[]) : [];

/** The rows that bring a creator's profile: each creator once, at their first row that has the profile's columns. */
export function profileRows(rows: readonly BundleRow[]): (BundleRow & { profile_display_name: string })[] {
  const seen = new Set<string>();
  const found: (BundleRow & { profile_display_name: string })[] = [];
  for (const row of rows) {
    if (
      seen.has(row.profile_id) ||
      row.profile_display_name === null ||
      row.profile_display_name === undefined
    )
      continue;
    seen.add(row.profile_id);
    found.push(row as BundleRow & { profile_display_name: string });
  }
  return found;
}

/** Each distinct post id of the rows once, in order of its last appearance (the order of the products include). */
export function postsByLastAppearance(rows: readonly BundleRow[]): string[] {
  const lastIndex = new Map(rows.map((row, index) => [row.id, index]));
  return [...lastIndex.keys()].sort((a, b) => (lastIndex.get(a) ?? 0) - (lastIndex.get(b) ?? 0));
}

/**
 * Posts and their includes from bundle rows (in the order of the rows), with the same entities, order and
 * de-duplication as loading each include on its own: profiles once each in order of first appearance; products of
 * each distinct post (posts ordered by their last appearance), by position; media objects of the distinct product
 * details, by details id then position.
 */
export async function readBundle(
  ctx: CatalogContext,
  rows: readonly BundleRow[],
  includes: ReadonlySet<string>,
): Promise<PostBundle> {
  const wants = wantsOf(includes);
  const tuplesOf = new Map(rows.map((row) => [row.id, productTuples(row)]));
  const posts = rows.map((row) =>
    toPost(ctx, {
      ...row,
      product_ids: row.products ? (tuplesOf.get(row.id) ?? []).map((t) => t[0]) : (row.product_ids ?? []),
    }),
  );
  const included: Included = {};
  if (wants.profiles)
    included.profiles = profileRows(rows).map((row) =>
      toProfile(ctx, {
        id: row.profile_id,
        display_name: row.profile_display_name,
        full_name: row.profile_full_name ?? '',
        bio: row.profile_bio ?? '',
        followers_count: row.profile_followers_count ?? 0,
      }),
    );
  if (!wants.products) return { posts, included };

  const products: Product[] = [];
  const media = new Map<string, MediaTuple[]>();
  for (const postId of postsByLastAppearance(rows)) {
    for (const t of tuplesOf.get(postId) ?? []) {
      const detailsMedia = t[12] ?? [];
      media.set(t[2], detailsMedia);
      products.push(
        toProduct(ctx, {
          id: t[0],
          post_id: postId,
          position: t[1],
          product_details_id: t[2],
          product_reference_id: t[3],
          matching: t[4],
          name: t[5],
          retailer_id: t[6],
          retailer_name: t[7],
          domain: t[8],
          price_cents: t[9],
          sale_price_cents: t[10],
          currency: t[11],
          media_object_ids: detailsMedia.map((m) => m[0]),
        }),
      );
    }
  }
  if (includes.has('products')) included.products = products;
  if (includes.has('product_details'))
    included.productDetails = await loadProductDetails(ctx, [...media.keys()]);
  if (includes.has('media_objects')) {
    const detailsIds = [...media.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    included.mediaObjects = detailsIds.flatMap((detailsId) =>
      (media.get(detailsId) ?? []).map(([id, position, width, height]) =>
        toMediaObject(ctx, { id, product_details_id: detailsId, position, width, height }),
      ),
    );
  }
  return { posts, included };
}

/**
 * Bundle rows of posts by id or share hash, in the order asked (unknown ones skipped, repeated ones repeated), with
 * what their includes need, in one statement.
 */
export async function loadBundleRows(
  ctx: CatalogContext,
  by: 'id' | 'hash',
  keys: readonly string[],
  includes: ReadonlySet<string>,
): Promise<BundleRow[]> {
  if (keys.length === 0) return [];
  // one of a few texts (by id or hash, the includes' columns): kept prepared on a server
  const rows = await queryBundleRows<BundleRow>(
    ctx,
    `${bundleSelect(includes)} where p.${by} = any($1::text[])`,
    [keys],
  );
  if (by === 'id') return inOrder(keys, rows);
  const byHash = new Map(rows.map((row) => [row.hash, row]));
  return keys.map((h) => byHash.get(h)).filter((r): r is Completed<BundleRow> => r !== undefined);
}

/** Posts by id or share hash, in the order asked (unknown ones skipped), with their includes, in one statement. */
export async function loadPostBundle(
  ctx: CatalogContext,
  by: 'id' | 'hash',
  keys: readonly string[],
  includes: ReadonlySet<string>,
): Promise<PostBundle> {
  return readBundle(ctx, await loadBundleRows(ctx, by, keys, includes), includes);
}
