import { BATCHING } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** DELETE /v2/likes/?ltk_ids= (batched 10 / 50 ms). */
export async function deleteLikes(ctx: ClientContext, ltkIds: readonly string[]): Promise<void> {
  const batcher = ctx.batcher<unknown>('delete-likes', {
    maxBatchSize: BATCHING.deletes,
    run: (chunk) => ctx.http.call('delete', '/v2/likes/', { query: { ltk_ids: chunk } }),
  });
  await batcher.load(ltkIds);
}
