import { BATCHING, type LtksResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { uniqueBy } from '../lib/unique-by';

/** Posts by id, batched 36 per GET /v2/ltks over a 50 ms window; the posts come back in the asked order. */
export async function getLtksByIds(ctx: ClientContext, ids: readonly string[]): Promise<LtksResponse> {
  const batcher = ctx.batcher<LtksResponse>('ltks-by-ids', {
    maxBatchSize: BATCHING.ids,
    run: (chunk) =>
      ctx.http.call('get', '/v2/ltks', {
        query: {
          ids: chunk,
          limit: chunk.length,
          link_types: ['LTK_WEB'],
          includes: ['profiles', 'products', 'media_objects'],
        },
      }),
  });
  const responses = await batcher.load(ids);
  const byId = new Map(responses.flatMap((response) => response.ltks).map((post) => [post.id, post]));
  const ltks = uniqueBy(ids, (id) => id).flatMap((id) => byId.get(id) ?? []);
  return {
    ltks,
    profiles: uniqueBy(
      responses.flatMap((response) => response.profiles ?? []),
      (profile) => profile.id,
    ),
    products: uniqueBy(
      responses.flatMap((response) => response.products ?? []),
      (product) => product.id,
    ),
    productDetails: uniqueBy(
      responses.flatMap((response) => response.productDetails ?? []),
      (details) => details.id,
    ),
    mediaObjects: uniqueBy(
      responses.flatMap((response) => response.mediaObjects ?? []),
      (media) => media.id,
    ),
    meta: { limit: ltks.length },
  };
}
