import type { GiftGuideTerm, ShopProductCollection } from '@ltk/contracts';

/**
 * Section 5: a creator's gift guides keep only those whose audience is a known recipient, and only once the
 * recipients are loaded (before that, none is shown).
 */
export function visibleGiftGuideIds(
  ids: readonly string[],
  guides: Readonly<Record<string, ShopProductCollection>>,
  recipients: readonly GiftGuideTerm[] | undefined,
): string[] {
  if (!recipients) return [];
  const known = new Set(recipients.map((term) => term.key.toUpperCase()));
  return ids.filter((id) => {
    const audience = guides[id]?.attributes.audience;
    return audience != null && known.has(audience.toUpperCase());
  });
}
