import { loadPosts } from '../../../catalog/load-posts.js';
import { loadProfiles } from '../../../catalog/load-profiles.js';
import { requireUser } from '../../../identity/verify.js';
import { listParam } from '../../../lib/list-param.js';
import { imageUrl } from '../../../lib/urls.js';
import { arr, limitQuery, listQuery, nullable, obj, str, ref } from '../../../schemas/builders.js';
import { feedMetaSchema, postSchema } from '../../../schemas/entities.js';
import { followedProfileIds } from '../follows/follow-rows.js';
import { ctxOf, userIdOf } from '../user-context.js';
import { security, userErrorResponses } from '../user-schemas.js';
import type { TypedApp } from '../../../schemas/typed-app.js';
import { pageShopCollections } from '../../collections/shop-collection-page.js';

const POSTS_PER_GROUP = 4;

const groupSchema = obj({
  group: obj({
    id: str(),
    collectionId: str(),
    title: str(),
    profileId: str(),
    attributes: obj({ audience: nullable(str()), occasion: nullable(str()) }),
  }),
  postIds: arr(str()),
  coverPhotoIds: arr(str()),
});

/**
 * GET /v3/activities/giftguides/user: gift guides of followed creators (limit 8), each group with the creator's posts
 * that feature the guide's products (else their latest posts); includes posts, cover_photos, profiles, attributes.
 */
export function getFollowingGiftGuides(app: TypedApp): void {
  const path = '/v3/activities/giftguides/user';
  app.get(
    path,
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getFollowingGiftGuides',
        tags: ['feeds'],
        summary: 'Gift guides of followed creators',
        security,
        querystring: obj(
          {
            limit: limitQuery(8),
            next: str({ maxLength: 200 }),
            includes: listQuery('posts, cover_photos, profiles, attributes'),
          },
          [],
        ),
        response: {
          200: obj(
            {
              groups: arr(groupSchema),
              posts: arr(ref(postSchema)),
              coverPhotos: arr(obj({ id: str(), mediaCdnUrl: str() })),
              profiles: arr(obj({ id: str(), displayName: str(), avatarUrl: str() })),
              meta: ref(feedMetaSchema),
            },
            ['groups', 'meta'],
          ),
          ...userErrorResponses,
        },
      },
    },
    async (request) => {
      const ctx = ctxOf(app);
      const includes = new Set(listParam(request.query.includes));
      const profileIds = await followedProfileIds(ctx.db, userIdOf(request));
      const { collections: page, meta } = await pageShopCollections(
        ctx,
        { where: ["c.subtype = 'GIFT_GUIDE'", 'c.profile_id = any($1::text[])'], params: [profileIds] },
        { path, query: request.query },
      );

      const groups = [];
      for (const guide of page) {
        const featured = await ctx.db.query<{ id: string }>(
          `select p.id from posts p where p.profile_id = $1 and p.status = 'published' and exists (
             select 1 from products pr join shop_products sp on sp.product_details_id = pr.product_details_id
             where pr.post_id = p.id and sp.collection_id = $2)
           order by p.date_published desc, p.seq desc limit $3`,
          [guide.profileId, guide.id, POSTS_PER_GROUP],
        );
        const postIds = featured.rows.length
          ? featured.rows
          : (
              await ctx.db.query<{ id: string }>(
                `select id from posts where profile_id = $1 and status = 'published' order by date_published desc, seq desc limit $2`,
                [guide.profileId, POSTS_PER_GROUP],
              )
            ).rows;
        const covers = await ctx.db.query<{ product_details_id: string }>(
          'select product_details_id from shop_products where collection_id = $1 order by position limit 4',
          [guide.id],
        );
        groups.push({
          group: {
            id: guide.id,
            collectionId: guide.id,
            title: guide.title,
            profileId: guide.profileId,
            attributes: guide.attributes,
          },
          postIds: postIds.map((row) => row.id),
          coverPhotoIds: covers.rows.map((row) => row.product_details_id),
        });
      }
      const allPostIds = [...new Set(groups.flatMap((g) => g.postIds))];
      const coverIds = [...new Set(groups.flatMap((g) => g.coverPhotoIds))];
      return {
        groups,
        ...(includes.has('posts') ? { posts: await loadPosts(ctx, allPostIds) } : {}),
        ...(includes.has('cover_photos')
          ? { coverPhotos: coverIds.map((id) => ({ id, mediaCdnUrl: imageUrl(ctx.config, 'product', id) })) }
          : {}),
        ...(includes.has('profiles')
          ? {
              profiles: (
                await loadProfiles(
                  ctx,
                  page.map((g) => g.profileId),
                )
              ).map((p) => ({ id: p.id, displayName: p.displayName, avatarUrl: p.avatarUrl })),
            }
          : {}),
        meta,
      };
    },
  );
}
