import { loadProfiles, loadProfilesByDisplayName } from '../../catalog/load-profiles.js';
import { badRequest } from '../../errors/api-error.js';
import { batchParam } from '../../lib/list-param.js';
import { arr, listQuery, obj, ref } from '../../schemas/builders.js';
import { profileSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const PROFILE_ID_BATCH = 36;
const PROFILE_NAME_BATCH = 10;

/** GET /v2/profiles/: ids (batch 36) or display_names (batch 10, case-insensitive) -> { profiles }. */
export async function getProfiles(app: TypedApp): Promise<void> {
  app.get(
    '/v2/profiles/',
    {
      schema: {
        operationId: 'getProfiles',
        security: [],
        tags: ['posts'],
        summary: 'Creator profiles by ids or display names',
        querystring: obj(
          {
            ids: listQuery(`Profile ids, at most ${PROFILE_ID_BATCH}`),
            display_names: listQuery(`Display names, at most ${PROFILE_NAME_BATCH}`),
          },
          [],
        ),
        response: { 200: obj({ profiles: arr(ref(profileSchema)) }), ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const ids = batchParam('ids', request.query.ids, PROFILE_ID_BATCH);
        const names = batchParam('display_names', request.query.display_names, PROFILE_NAME_BATCH);
        if (ids.length === 0 && names.length === 0)
          throw badRequest('querystring: ids or display_names is required');
        const profiles = [
          ...(await loadProfiles(ctx, ids)),
          ...(await loadProfilesByDisplayName(ctx, names)),
        ];
        return { profiles };
      }),
  );
}
