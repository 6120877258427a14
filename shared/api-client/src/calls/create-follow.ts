import type { Follow } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /v2/follows/ with one profile; resolves with the created follow (follows[0]). */
export async function createFollow(ctx: ClientContext, profileId: string): Promise<Follow> {
  const response = await ctx.http.call('post', '/v2/follows/', {
    json: { follows: [{ profile_id: profileId }] },
  });
  const follow = response.follows[0];
  if (!follow) throw new Error(`Follow of ${profileId} was not created`);
  return follow;
}
