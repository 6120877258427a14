import { BATCHING, type Like, type LikesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { pickBatched } from './pick-batched';

/** GET /v2/likes/?ltk_ids= — which of these posts the user likes (batched 10 / 50 ms). */
export function getLikesForPosts(ctx: ClientContext, ltkIds: readonly string[]): Promise<Like[]> {
  const batcher = ctx.batcher<LikesResponse>('likes-for-posts', {
    maxBatchSize: BATCHING.likes,
    run: (chunk) =>
      ctx.http.request('GET', '/v2/likes/', {
        query: { ltk_ids: chunk, limit: chunk.length, link_types: ['LTK_WEB'] },
      }),
  });
  return pickBatched(
    batcher,
    ltkIds,
    (response) => response.likes,
    (like) => like.ltkId,
  );
}
