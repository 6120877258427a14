import { optionalUser } from '../../identity/verify.js';
import { obj, str, ref, strEnum } from '../../schemas/builders.js';
import { errorSchema } from '../../schemas/errors.js';
import { EXPERIMENT_NAME, FLAG_DEFINITIONS, flagsFor, variantOf } from './feature-flags.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const flagValue = strEnum(['on', 'off', 'treatment', 'control']);

/**
 * GET /v1/feature_flags (path not shown in the spec): `{ flags: { name: 'on'|'off'|'treatment'|'control' },
 * experiments: { name, variant } }`. The variant is bucketed by the token's user, else by `visitor_id`, else control.
 */
export async function getFeatureFlags(app: TypedApp): Promise<void> {
  app.get(
    '/v1/feature_flags',
    {
      preHandler: optionalUser,
      schema: {
        operationId: 'getFeatureFlags',
        tags: ['experiments'],
        summary: 'Feature flags and the experiments variant for this user (token) or visitor (visitor_id)',
        security: [{}, { bearer: [] }],
        querystring: obj(
          {
            visitor_id: str({
              minLength: 1,
              maxLength: 200,
              description: 'Anonymous visitor id (used when no token)',
            }),
          },
          [],
        ),
        response: {
          200: obj({
            flags: obj(Object.fromEntries(Object.keys(FLAG_DEFINITIONS).map((name) => [name, flagValue]))),
            experiments: obj({ name: str(), variant: strEnum(['treatment', 'control']) }),
          }),
          400: ref(errorSchema),
          403: { type: 'object', additionalProperties: true },
        },
      },
    },
    async (request, reply) => {
      const variant = variantOf(
        request.user
          ? `user:${request.user.userId}`
          : request.query.visitor_id
            ? `visitor:${request.query.visitor_id}`
            : null,
      );
      return reply
        .header('cache-control', 'private, no-store')
        .send({ flags: flagsFor(variant), experiments: { name: EXPERIMENT_NAME, variant } });
    },
  );
}
