import { imageUrl } from '../lib/urls.js';
import { videoMedia } from '../media/demo-videos.js';
import type { Static } from '../schemas/builders.js';
import type { postSchema } from '../schemas/entities.js';
import type { CatalogContext } from './context.js';
import { iso } from './context.js';

export type Post = Static<typeof postSchema>;

export type PostRow = {
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
  /** The post's clip (media/demo-videos.ts), null for a photo post. */
  video: string | null;
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
    media: [
      { type: 'image', url: heroImage, width: row.hero_width, height: row.hero_height },
      ...videoMedia(ctx.config.publicUrl, row.video),
    ],
    hashtags: row.hashtags,
    attributes: { featured: row.featured, hashtags: row.hashtags },
    datePublished: iso(row.date_published),
    status: row.status,
  };
}
