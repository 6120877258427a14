import { BATCHING, type MediaObject, type MediaObjectsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { pickBatched } from './pick-batched';

/**
 * GET /v3/media_objects/?ids= (batched 10 / 50 ms).
 * @unused-by-screens spec 7 (Posts, profiles, products: GET /v3/media_objects/) and 8 (media-object failures are
 * swallowed): the lookup of media objects a response did not include. Every read the screens make today receives
 * them included (feeds, posts, post products), so the store's lookup thunk was deleted with the one read pattern.
 */
export function getMediaObjects(ctx: ClientContext, ids: readonly string[]): Promise<MediaObject[]> {
  const batcher = ctx.batcher<MediaObjectsResponse>('media-objects', {
    maxBatchSize: BATCHING.mediaObjects,
    run: (chunk) => ctx.http.call('get', '/v3/media_objects/', { query: { ids: chunk } }),
  });
  return pickBatched(
    batcher,
    ids,
    (response) => response.mediaObjects,
    (media) => media.id,
  );
}
