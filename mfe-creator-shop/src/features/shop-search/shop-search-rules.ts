import type { ShopPostHit, ShopSearchResponse } from '@ltk/contracts';

/** Section 4: pinned posts are honoured only among the first hits of a search. */
const PINNED_WINDOW = 3;

/**
 * The page after `response` (0-based pages): `page + 1` while pages remain (the spec's "page < nbPages", with
 * `page` counted from 1), else 0 — no next page.
 */
export function nextShopSearchPage({ page, nbPages }: Pick<ShopSearchResponse, 'page' | 'nbPages'>): number {
  return page + 1 < nbPages ? page + 1 : 0;
}

/** An all-zero answer (no hits, no pages): the search stores an empty list. */
export const isEmptyShopSearch = ({ hits, nbHits, nbPages }: ShopSearchResponse): boolean =>
  hits.length === 0 && nbHits === 0 && nbPages === 0;

/**
 * The post ids of a page in display order and those shown as pinned: on the first page, pinned posts among the
 * first three hits go first (latest pin first); a pin anywhere else is ignored.
 */
export function orderShopHits(
  hits: readonly ShopPostHit[],
  page: number,
): { ids: string[]; pinned: string[] } {
  if (page !== 0) return { ids: hits.map((hit) => hit.objectId), pinned: [] };
  const head = hits.slice(0, PINNED_WINDOW);
  const pinned = head
    .filter((hit) => hit.pinnedAt)
    .sort((a, b) => (b.pinnedAt ?? '').localeCompare(a.pinnedAt ?? ''))
    .map((hit) => hit.objectId);
  const rest = hits.map((hit) => hit.objectId).filter((id) => !pinned.includes(id));
  return { ids: [...pinned, ...rest], pinned };
}
