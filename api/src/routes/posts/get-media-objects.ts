import { loadMediaObjects } from '../../catalog/load-media-objects.js';
import { badRequest } from '../../errors/api-error.js';
import { batchParam } from '../../lib/list-param.js';
import { arr, listQuery, obj, ref } from '../../schemas/builders.js';
import { mediaObjectSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const MEDIA_OBJECT_BATCH = 36;

/** GET /v3/media_objects/: ids (the client sends 10 per 50 ms; at most 36 here) -> { mediaObjects }. */
export async function getMediaObjects(app: TypedApp): Promise<void> {
  app.get(
    '/v3/media_objects/',
    {
      schema: {
        operationId: 'getMediaObjects',
        security: [],
        tags: ['products'],
        summary: 'Media objects (product images) by ids',
        querystring: obj({ ids: listQuery(`Media object ids, at most ${MEDIA_OBJECT_BATCH}`) }, []),
        response: { 200: obj({ mediaObjects: arr(ref(mediaObjectSchema)) }), ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ids = batchParam('ids', request.query.ids, MEDIA_OBJECT_BATCH);
        if (ids.length === 0) throw badRequest('querystring.ids is required');
        return { mediaObjects: await loadMediaObjects(catalogContext(app), ids) };
      }),
  );
}
