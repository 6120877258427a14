import { BATCHING } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** DELETE /v2/follows/?profile_ids= (batched 36 / 50 ms). */
export async function deleteFollows(ctx: ClientContext, profileIds: readonly string[]): Promise<void> {
  const batcher = ctx.batcher<unknown>('delete-follows', {
    maxBatchSize: BATCHING.follows,
    run: (chunk) => ctx.http.call('delete', '/v2/follows/', { query: { profile_ids: chunk } }),
  });
  await batcher.load(profileIds);
}
