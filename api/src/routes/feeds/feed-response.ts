import type { CatalogContext } from '../../catalog/context.js';
import { pageBundle, queryPostPage } from '../../catalog/query-post-page.js';
import type { PostFilter, PostOrder, PostPage } from '../../catalog/query-post-page.js';
import { listParam } from '../../lib/list-param.js';
import { JsonBytes } from '../context.js';
import { feedJson } from './feed-json.js';
import { serviceUrl } from '../../lib/urls.js';
import { arr, obj, ref, str, strEnum } from '../../schemas/builders.js';
import type { Static } from '../../schemas/builders.js';
import type { FeedQuery } from './feed-query.js';
import {
  feedMetaSchema,
  mediaObjectSchema,
  postSchema,
  productDetailsSchema,
  productSchema,
  profileSchema,
} from '../../schemas/entities.js';

export { feedQuerySchema, type FeedQuery } from './feed-query.js';

const activitySchema = obj({
  id: str(),
  type: str(),
  postId: str(),
  profileId: str(),
  datePublished: str(),
});

export const feedResponseSchema = obj({
  data: obj(
    {
      activities: arr(activitySchema),
      profiles: arr(ref(profileSchema)),
      ltks: arr(ref(postSchema)),
      products: arr(ref(productSchema)),
      productDetails: arr(ref(productDetailsSchema)),
      mediaObjects: arr(ref(mediaObjectSchema)),
    },
    ['activities'],
  ),
  meta: ref(feedMetaSchema),
});

export const feedIncludes = (query: Pick<FeedQuery, 'includes'>): Set<string> =>
  new Set(listParam(query.includes));

/** A page of a feed (`limit`, `next`) with everything its `includes` name, in one statement. */
export const feedPage = (
  ctx: CatalogContext,
  filter: PostFilter,
  order: PostOrder,
  query: FeedQuery,
): Promise<PostPage> => queryPostPage(ctx, filter, order, query.limit, query.next, feedIncludes(query));

/**
 * `{ data: { activities, profiles?, ltks?, products?, productDetails?, mediaObjects? }, meta }` for a page of posts
 * (its `bundle` when queryPostPage was given the includes, else loaded here).
 */
export async function feedResponse(
  ctx: CatalogContext,
  page: PostPage,
  query: FeedQuery,
  path: string,
): Promise<Static<typeof feedResponseSchema>> {
  const includes = feedIncludes(query);
  const { posts, included } = await pageBundle(ctx, page, includes);
  return {
    data: {
      activities: posts.map((p) => ({
        id: `post:${p.id}`,
        type: 'ltk',
        postId: p.id,
        profileId: p.profileId,
        datePublished: p.datePublished,
      })),
      ...(includes.has('ltks') || includes.has('posts') ? { ltks: posts } : {}),
      ...included,
    },
    meta: {
      next: page.next,
      nextUrl: page.next ? serviceUrl(ctx.config, path, { ...query, next: page.next }) : null,
      totalResults: page.total,
      lastId: page.lastId,
      limit: query.limit,
    },
  };
}

/**
 * The body of a feed response: its JSON written from the page's rows (`feedJson`, no entities built, byte-identical
 * to the serializer's) when it can, else `feedResponse`'s entities for the route's serializer.
 */
export async function feedBody(
  ctx: CatalogContext,
  page: PostPage,
  query: FeedQuery,
  path: string,
): Promise<JsonBytes | Static<typeof feedResponseSchema>> {
  const bytes = feedJson(ctx, page, query, path, feedIncludes(query));
  return bytes === undefined ? feedResponse(ctx, page, query, path) : new JsonBytes(bytes);
}

export const rankSchema = <const V extends readonly string[]>(values: V) => strEnum(values);
