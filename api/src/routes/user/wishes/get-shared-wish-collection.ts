import { notFound } from '../../../errors/api-error.js';
import { optionalUser } from '../../../identity/verify.js';
import { arr, obj, str, ref } from '../../../schemas/builders.js';
import { ctxOf } from '../user-context.js';
import { userErrorResponses, wishCollectionSchema } from '../user-schemas.js';
import { assertSharedWishlistAllowed } from './shared-wishlist-gate.js';
import { wishPage, wishPageQueryProperties, wishPageResponseSchema } from './wish-page.js';
import { queryWishCollections } from './wish-rows.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

const ownerIdSchema = str({ minLength: 1, maxLength: 64, description: 'Owner id from the share hash' });
const shareIdParams = obj({
  id: str({ minLength: 1, maxLength: 64, description: 'Share id from the share hash (not the wishlist id)' }),
});

/** The wishlist whose share id and owner are both those of the hash, or a 404. */
async function sharedCollectionId(app: TypedApp, shareId: string, ownerId: string): Promise<string> {
  const { rows } = await app.db.query<{ id: string }>(
    'select id from wish_collections where share_token = $1 and user_id::text = $2',
    [shareId, ownerId],
  );
  const id = rows[0]?.id;
  if (!id) throw notFound('wish collection', shareId);
  return id;
}

/**
 * GET /v2/wish_collections_shared/{id}?user_id= and …/wishes (limit 30, cursor): a wishlist anyone holding its share
 * hash (random share id + owner id) can read, logged in or not, behind the allow-list gate of spec section 5
 * (403 `shared_wishlists_disabled` / `shared_wishlist_forbidden`). Both ids must match or it is a 404.
 */
export function getSharedWishCollection(app: TypedApp): void {
  app.get(
    '/v2/wish_collections_shared/:id',
    {
      preHandler: optionalUser,
      schema: {
        operationId: 'getSharedWishCollection',
        summary: 'A shared wishlist',
        security: [{}, { bearer: [] }],
        tags: ['wishes'],
        params: shareIdParams,
        querystring: obj({ user_id: ownerIdSchema }),
        response: { 200: obj({ wishCollections: arr(ref(wishCollectionSchema)) }), ...userErrorResponses },
      },
    },
    async (request) => {
      await assertSharedWishlistAllowed(request, request.query.user_id);
      const id = await sharedCollectionId(app, request.params.id, request.query.user_id);
      return { wishCollections: await queryWishCollections(app.db, app.config, 'where c.id = $1', [id]) };
    },
  );

  app.get(
    '/v2/wish_collections_shared/:id/wishes',
    {
      preHandler: optionalUser,
      schema: {
        operationId: 'getSharedWishCollectionWishes',
        summary: 'The wishes of a shared wishlist',
        security: [{}, { bearer: [] }],
        tags: ['wishes'],
        params: shareIdParams,
        querystring: obj({ ...wishPageQueryProperties(30), user_id: ownerIdSchema }, ['user_id']),
        response: { 200: wishPageResponseSchema, ...userErrorResponses },
      },
    },
    async (request) => {
      await assertSharedWishlistAllowed(request, request.query.user_id);
      const id = await sharedCollectionId(app, request.params.id, request.query.user_id);
      return wishPage(ctxOf(app), request, `/v2/wish_collections_shared/${request.params.id}/wishes`, {
        where: 'w.collection_id = $1',
        params: [id],
      });
    },
  );
}
