import type { PostProductsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v3/posts/{postId}/products; null when the post has none. */
export function getPostProducts(
  ctx: ClientContext,
  postId: string,
  params: { productReferenceIds?: readonly string[] } = {},
): Promise<PostProductsResponse | null> {
  return ctx.http.call('get', '/v3/posts/{postId}/products', {
    params: { postId },
    query: {
      includes: ['media_objects', 'product_references'],
      product_reference_ids: params.productReferenceIds,
    },
  });
}
