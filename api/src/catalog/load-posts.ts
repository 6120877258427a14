import type { CatalogContext } from './context.js';
import { loadPostBundle } from './load-post-bundle.js';
import type { Post } from './post-entity.js';

const NO_INCLUDES: ReadonlySet<string> = new Set();

/** Posts by id, in the order asked, unknown ids skipped. */
export async function loadPosts(ctx: CatalogContext, ids: readonly string[]): Promise<Post[]> {
  return (await loadPostBundle(ctx, 'id', ids, NO_INCLUDES)).posts;
}
