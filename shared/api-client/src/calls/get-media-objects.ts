import { BATCHING, type MediaObject, type MediaObjectsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { pickBatched } from './pick-batched';

/** GET /v3/media_objects/?ids= (batched 10 / 50 ms). */
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
