import { BATCHING, type Profile, type ProfilesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { pickBatched } from './pick-batched';

/** GET /v2/profiles/?ids= (batched 36 / 50 ms). */
export function getProfiles(ctx: ClientContext, ids: readonly string[]): Promise<Profile[]> {
  const batcher = ctx.batcher<ProfilesResponse>('profiles-by-id', {
    maxBatchSize: BATCHING.profileIds,
    run: (chunk) => ctx.http.call('get', '/v2/profiles/', { query: { ids: chunk } }),
  });
  return pickBatched(
    batcher,
    ids,
    (response) => response.profiles,
    (profile) => profile.id,
  );
}
