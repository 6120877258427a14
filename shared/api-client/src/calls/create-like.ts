import type { Like } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /v2/likes/ { like_type: CLICK, network: LTK, ltk_id } */
export async function createLike(ctx: ClientContext, ltkId: string): Promise<Like> {
  const response = await ctx.http.call('post', '/v2/likes/', {
    json: { like_type: 'CLICK', network: 'LTK', ltk_id: ltkId },
  });
  return response.like;
}
