import { notFound } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { arr, obj, ref } from '../../../schemas/builders.js';
import { ctxOf, userIdOf } from '../user-context.js';
import { idParams, security, userErrorResponses, wishCollectionSchema } from '../user-schemas.js';
import { wishPage, wishPageQuerySchema, wishPageResponseSchema } from './wish-page.js';
import { ensureDefaultCollection, queryWishCollections } from './wish-rows.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

const collectionsResponse = obj({ wishCollections: arr(ref(wishCollectionSchema)) });

/** GET /v2/wish_collections/{id?} and /v2/wish_collections/{id}/wishes (cursor, limit 36): the caller's wishlists. */
export function getWishCollections(app: TypedApp): void {
  app.get(
    '/v2/wish_collections/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getWishCollections',
        summary: "The caller's wishlists",
        tags: ['wishes'],
        security,
        response: { 200: collectionsResponse, ...userErrorResponses },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await app.db.transaction((tx) => ensureDefaultCollection(tx, userId));
      return {
        wishCollections: await queryWishCollections(
          app.db,
          app.config,
          'where c.user_id = $1 order by c.is_default desc, c.created_at, c.id',
          [userId],
        ),
      };
    },
  );

  app.get(
    '/v2/wish_collections/:id',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getWishCollection',
        summary: "One of the caller's wishlists",
        tags: ['wishes'],
        security,
        params: idParams('id'),
        response: { 200: collectionsResponse, ...userErrorResponses },
      },
    },
    async (request) => {
      const found = await queryWishCollections(
        app.db,
        app.config,
        'where c.user_id = $1 and c.id::text = $2',
        [userIdOf(request), request.params.id],
      );
      if (found.length === 0) throw notFound('wish collection', request.params.id);
      return { wishCollections: found };
    },
  );

  app.get(
    '/v2/wish_collections/:id/wishes',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getWishCollectionWishes',
        summary: "The wishes of one of the caller's wishlists",
        tags: ['wishes'],
        security,
        params: idParams('id'),
        querystring: wishPageQuerySchema(36),
        response: { 200: wishPageResponseSchema, ...userErrorResponses },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const own = await app.db.query('select 1 from wish_collections where user_id = $1 and id::text = $2', [
        userId,
        request.params.id,
      ]);
      if (own.rows.length === 0) throw notFound('wish collection', request.params.id);
      return wishPage(ctxOf(app), request, `/v2/wish_collections/${request.params.id}/wishes`, {
        where: 'w.user_id = $1 and w.collection_id::text = $2',
        params: [userId, request.params.id],
      });
    },
  );
}
