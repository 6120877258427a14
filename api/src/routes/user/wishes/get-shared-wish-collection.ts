import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../errors/api-error.js';
import { arr, obj, str } from '../../../schemas/builders.js';
import { ctxOf } from '../user-context.js';
import { idParams, userErrorResponses, wishCollectionSchema } from '../user-schemas.js';
import { wishPage, wishPageQuerySchema, wishPageResponseSchema, type WishPageQuery } from './wish-page.js';
import { queryWishCollections } from './wish-rows.js';

type SharedQuery = { user_id: string };
const userIdQuery = obj({
  user_id: str({ minLength: 1, maxLength: 64, description: 'Owner id from the share hash' }),
});

/**
 * GET /v2/wish_collections_shared/{id}?user_id= and …/wishes (limit 30, cursor): a wishlist anyone holding its share
 * hash (wishlist id + owner id) can read; no login needed. Both ids must match or it is a 404.
 */
export function getSharedWishCollection(app: FastifyInstance): void {
  app.get<{ Params: { id: string }; Querystring: SharedQuery }>(
    '/v2/wish_collections_shared/:id',
    {
      schema: {
        tags: ['wishes'],
        params: idParams('id'),
        querystring: userIdQuery,
        response: { 200: obj({ wishCollections: arr(wishCollectionSchema) }), ...userErrorResponses },
      },
    },
    async (request) => {
      const found = await queryWishCollections(
        app.db,
        app.config,
        'where c.id::text = $1 and c.user_id::text = $2',
        [request.params.id, request.query.user_id],
      );
      if (found.length === 0) throw notFound('wish collection', request.params.id);
      return { wishCollections: found };
    },
  );

  app.get<{ Params: { id: string }; Querystring: WishPageQuery & SharedQuery }>(
    '/v2/wish_collections_shared/:id/wishes',
    {
      schema: {
        tags: ['wishes'],
        params: idParams('id'),
        querystring: {
          ...wishPageQuerySchema(30),
          properties: {
            ...(wishPageQuerySchema(30).properties as object),
            user_id: str({ minLength: 1, maxLength: 64 }),
          },
          required: ['user_id'],
        },
        response: { 200: wishPageResponseSchema, ...userErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const owner = await app.db.query(
        'select 1 from wish_collections where id::text = $1 and user_id::text = $2',
        [id, request.query.user_id],
      );
      if (owner.rows.length === 0) throw notFound('wish collection', id);
      return wishPage(ctxOf(app), request, `/v2/wish_collections_shared/${id}/wishes`, {
        where: 'w.collection_id::text = $1',
        params: [id],
      });
    },
  );
}
