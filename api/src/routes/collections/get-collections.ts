import type { CatalogContext } from '../../catalog/context.js';
import { loadCollection, queryCollections } from '../../catalog/load-collections.js';
import { loadPosts } from '../../catalog/load-posts.js';
import { notFound } from '../../errors/api-error.js';
import { decodeOffset, encodeOffset } from '../../lib/cursor.js';
import { listParam } from '../../lib/list-param.js';
import { serviceUrl } from '../../lib/urls.js';
import {
  arr,
  component,
  int,
  limitQuery,
  listQuery,
  nullable,
  obj,
  ref,
  str,
  strEnum,
} from '../../schemas/builders.js';
import { collectionSchema, postSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const collectionItemSchema = component(
  'CollectionItem',
  obj({ id: str(), externalId: str(), type: str(), position: int() }),
);

const pageMeta = obj({ next: nullable(str()), nextUrl: nullable(str()), limit: int(), totalResults: int() });

async function postsOf(ctx: CatalogContext, ids: string[], include: boolean) {
  return include ? { postsV2: await loadPosts(ctx, [...new Set(ids)]) } : {};
}

/** GET /v1/collections/{id}; GET /v1/collections/{id}/items (limit 36, next, includes posts_v2); GET /v1/collections/ (profile_id …). */
export async function getCollections(app: TypedApp): Promise<void> {
  app.get(
    '/v1/collections/:id',
    {
      schema: {
        operationId: 'getCollection',
        security: [],
        tags: ['collections'],
        summary: 'One creator collection',
        params: obj({ id: str({ maxLength: 100 }) }),
        response: { 200: obj({ collection: ref(collectionSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const collection = await loadCollection(catalogContext(app), request.params.id);
      if (!collection) throw notFound('Collection', request.params.id);
      return { collection };
    },
  );

  app.get(
    '/v1/collections/:id/items',
    {
      schema: {
        operationId: 'getCollectionItems',
        security: [],
        tags: ['collections'],
        summary: 'Items (posts) of a collection',
        params: obj({ id: str({ maxLength: 100 }) }),
        querystring: obj(
          { limit: limitQuery(36), next: str({ maxLength: 200 }), includes: listQuery('posts_v2') },
          [],
        ),
        response: {
          200: obj(
            {
              items: arr(ref(collectionItemSchema)),
              postsV2: arr(ref(postSchema)),
              meta: pageMeta,
            },
            ['items', 'meta'],
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const collection = await loadCollection(ctx, request.params.id);
        if (!collection) throw notFound('Collection', request.params.id);
        const { limit, next } = request.query;
        const offset = decodeOffset(next);
        const { rows } = await ctx.db.query<{ id: string; post_id: string; position: number }>(
          'select id, post_id, position from collection_items where collection_id = $1 order by position offset $2 limit $3',
          [collection.id, offset, limit + 1],
        );
        const page = rows.slice(0, limit);
        const nextCursor = rows.length > limit ? encodeOffset(offset + limit) : null;
        return {
          items: page.map((r) => ({ id: r.id, externalId: r.post_id, type: 'ltk', position: r.position })),
          ...(await postsOf(
            ctx,
            page.map((r) => r.post_id),
            listParam(request.query.includes).includes('posts_v2'),
          )),
          meta: {
            next: nextCursor,
            nextUrl: nextCursor
              ? serviceUrl(ctx.config, `/v1/collections/${collection.id}/items`, {
                  ...request.query,
                  next: nextCursor,
                })
              : null,
            limit,
            totalResults: collection.itemCount,
          },
        };
      }),
  );

  app.get(
    '/v1/collections/',
    {
      schema: {
        operationId: 'getCollections',
        security: [],
        tags: ['collections'],
        summary: "A creator's collections by rank",
        querystring: obj(
          {
            profile_id: str({ maxLength: 100 }),
            limit: limitQuery(36),
            next: str({ maxLength: 200 }),
            includes: listQuery('latest_items, posts_v2'),
            order: strEnum(['rank']),
          },
          ['profile_id'],
        ),
        response: {
          200: obj(
            { collections: arr(ref(collectionSchema)), postsV2: arr(ref(postSchema)), meta: pageMeta },
            ['collections', 'meta'],
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const { profile_id: profileId, limit, next } = request.query;
        const offset = decodeOffset(next);
        const rows = await queryCollections(ctx, profileId, offset, limit + 1);
        const page = rows.slice(0, limit);
        const includes = listParam(request.query.includes);
        const total = await ctx.db.query<{ n: number }>(
          'select count(*)::int as n from collections where profile_id = $1',
          [profileId],
        );
        const nextCursor = rows.length > limit ? encodeOffset(offset + limit) : null;
        return {
          collections: includes.includes('latest_items')
            ? page
            : page.map((c) => ({ ...c, latestItemIds: [] })),
          ...(await postsOf(
            ctx,
            page.flatMap((c) => c.latestItemIds),
            includes.includes('posts_v2'),
          )),
          meta: {
            next: nextCursor,
            nextUrl: nextCursor
              ? serviceUrl(ctx.config, '/v1/collections/', { ...request.query, next: nextCursor })
              : null,
            limit,
            totalResults: total.rows[0]?.n ?? 0,
          },
        };
      }),
  );
}
