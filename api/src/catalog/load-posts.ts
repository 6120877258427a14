import { imageUrl } from '../lib/urls.js';
import type { CatalogContext } from './context.js';
import { inOrder, iso } from './context.js';

export type Post = {
  id: string;
  profileId: string;
  hash: string;
  title: string;
  caption: string;
  heroImage: string;
  heroImageWidth: number;
  heroImageHeight: number;
  productIds: string[];
  postProductCount: number;
  shareUrl: string;
  coverPhotoIds: string[];
  media: { type: 'image'; url: string; width: number; height: number }[];
  hashtags: string[];
  attributes: { featured: boolean; hashtags: string[] };
  datePublished: string;
  status: string;
};

type PostRow = {
  id: string;
  profile_id: string;
  hash: string;
  title: string;
  caption: string;
  hero_width: number;
  hero_height: number;
  hashtags: string[];
  featured: boolean;
  date_published: Date | string;
  status: string;
  product_count: number;
  product_ids: string[] | null;
};

export function toPost(ctx: CatalogContext, row: PostRow): Post {
  const heroImage = imageUrl(ctx.config, 'post', row.id);
  return {
    id: row.id,
    profileId: row.profile_id,
    hash: row.hash,
    title: row.title,
    caption: row.caption,
    heroImage,
    heroImageWidth: row.hero_width,
    heroImageHeight: row.hero_height,
    productIds: row.product_ids ?? [],
    postProductCount: row.product_count,
    shareUrl: `${ctx.config.webUrl}/post/${row.id}`,
    coverPhotoIds: [],
    media: [{ type: 'image', url: heroImage, width: row.hero_width, height: row.hero_height }],
    hashtags: row.hashtags,
    attributes: { featured: row.featured, hashtags: row.hashtags },
    datePublished: iso(row.date_published),
    status: row.status,
  };
}

const POST_SELECT = `select p.id, p.profile_id, p.hash, p.title, p.caption, p.hero_width, p.hero_height, p.hashtags, p.featured,
  p.date_published, p.status, p.product_count,
  (select array_agg(pr.id order by pr.position) from products pr where pr.post_id = p.id) as product_ids
  from posts p`;

/** Posts by id, in the order asked, unknown ids skipped. */
export async function loadPosts(ctx: CatalogContext, ids: readonly string[]): Promise<Post[]> {
  if (ids.length === 0) return [];
  const { rows } = await ctx.db.query<PostRow>(`${POST_SELECT} where p.id = any($1::text[])`, [ids]);
  return inOrder(
    ids,
    rows.map((row) => toPost(ctx, row)),
  );
}

/** Posts by share hash, in the order asked. */
export async function loadPostsByHash(ctx: CatalogContext, hashes: readonly string[]): Promise<Post[]> {
  if (hashes.length === 0) return [];
  const { rows } = await ctx.db.query<PostRow>(`${POST_SELECT} where p.hash = any($1::text[])`, [hashes]);
  const byHash = new Map(rows.map((row) => [row.hash, toPost(ctx, row)]));
  return hashes.map((h) => byHash.get(h)).filter((p): p is Post => p !== undefined);
}
