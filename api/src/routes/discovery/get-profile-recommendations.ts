import { loadProfileRows, loadProfiles, PROFILE_COLUMNS } from '../../catalog/load-profiles.js';
import { notFound } from '../../errors/api-error.js';
import { arr, component, int, obj, ref, str } from '../../schemas/builders.js';
import { profileSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const POPULAR = `select ${PROFILE_COLUMNS} from profiles order by followers_count desc, id limit $1`;

/** Avatar URL with the section-9 avatar crop (100x100, quality 80). */
const avatar100 = (url: string) => `${url}?w=100&h=100&q=80`;

const recommendedProfileSchema = component(
  'RecommendedProfile',
  obj({ id: str(), objectID: str(), displayName: str(), query: str(), avatarUrl: str() }),
);
const followerStatisticsSchema = component(
  'FollowerStatistics',
  obj({ profileId: str(), followersCount: int() }),
);

/**
 * GET /v2/recommended_profiles/ (limit 3), GET /v1/recommendations/ltk_profile_recommendations/ (limit 30; 3 in the
 * search box): the most-followed creators (public lists), and GET /v2/followers_statistics/?profile_id.
 */
export async function getProfileRecommendations(app: TypedApp): Promise<void> {
  app.get(
    '/v2/recommended_profiles/',
    {
      schema: {
        operationId: 'getRecommendedProfiles',
        security: [],
        tags: ['follows'],
        summary: 'Recommended creators',
        querystring: obj({ limit: int({ minimum: 1, maximum: 100, default: 3 }) }, []),
        response: { 200: obj({ profiles: arr(ref(profileSchema)) }), ...errorResponses },
      },
    },
    async (request) => ({
      profiles: await loadProfileRows(catalogContext(app), POPULAR, [request.query.limit]),
    }),
  );
  app.get(
    '/v1/recommendations/ltk_profile_recommendations/',
    {
      schema: {
        operationId: 'getProfileRecommendations',
        security: [],
        tags: ['follows'],
        summary: 'Creator recommendations (Popular Creators)',
        querystring: obj({ limit: int({ minimum: 1, maximum: 100, default: 30 }) }, []),
        response: {
          200: obj({
            recommendations: arr(ref(recommendedProfileSchema)),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const profiles = await loadProfileRows(catalogContext(app), POPULAR, [request.query.limit]);
      return {
        recommendations: profiles.map((p) => ({
          id: p.id,
          objectID: p.id,
          displayName: p.displayName,
          query: p.displayName,
          avatarUrl: avatar100(p.avatarUrl),
        })),
      };
    },
  );
  app.get(
    '/v2/followers_statistics/',
    {
      schema: {
        operationId: 'getFollowerStatistics',
        security: [],
        tags: ['follows'],
        summary: "A creator's follower count",
        querystring: obj({ profile_id: str({ maxLength: 100 }) }),
        response: {
          200: obj({ followersStatistics: ref(followerStatisticsSchema) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const [profile] = await loadProfiles(catalogContext(app), [request.query.profile_id]);
      if (!profile) throw notFound('Profile', request.query.profile_id);
      return { followersStatistics: { profileId: profile.id, followersCount: profile.followersCount } };
    },
  );
}
