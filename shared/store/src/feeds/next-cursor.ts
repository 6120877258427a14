import type { FeedMeta } from '@ltk/contracts';

/** The cursor of the next page: meta.next, else the `next` (or `cursor`) query of meta.nextUrl. */
export function nextCursor(meta: FeedMeta | undefined): string | undefined {
  if (!meta) return undefined;
  if (meta.next) return meta.next;
  if (!meta.nextUrl) return undefined;
  try {
    const url = new URL(meta.nextUrl, 'http://relative.invalid');
    return url.searchParams.get('next') ?? url.searchParams.get('cursor') ?? undefined;
  } catch {
    return undefined;
  }
}
