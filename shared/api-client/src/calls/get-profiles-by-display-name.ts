import { BATCHING, type Profile, type ProfilesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/profiles/?display_names= (batched 10 / 50 ms; names match case-insensitively). */
export async function getProfilesByDisplayName(
  ctx: ClientContext,
  displayNames: readonly string[],
): Promise<Profile[]> {
  const batcher = ctx.batcher<ProfilesResponse>('profiles-by-display-name', {
    maxBatchSize: BATCHING.profileDisplayNames,
    run: (chunk) => ctx.http.call('get', '/v2/profiles/', { query: { display_names: chunk } }),
  });
  const responses = await batcher.load(displayNames);
  const byName = new Map<string, Profile>();
  for (const response of responses)
    for (const profile of response.profiles) byName.set(profile.displayName.toLowerCase(), profile);
  return displayNames.flatMap((name) => byName.get(name.toLowerCase()) ?? []);
}
