import { FEED_CARD_MAX_PRODUCTS } from '@ltk/ui';

/** A feed card's parts around its hero (px): the creator row, and the gap above the product row. */
const CARD_HEADER = 40;
const CARD_GAP = 8;

/**
 * A FeedCard's height before it is measured, at this column width: creator row, hero at its aspect ratio (4:5 when
 * unknown), and a product row (about a quarter column tall) when the post has products.
 */
export function estimateFeedCardHeight(
  post: { heroImageWidth?: number; heroImageHeight?: number; productIds: readonly string[] } | undefined,
  width: number,
): number {
  const ratio =
    post?.heroImageWidth && post.heroImageHeight ? post.heroImageHeight / post.heroImageWidth : 1.25;
  const products =
    post && post.productIds.length > 0 ? CARD_GAP + (width - 3 * 4) / (FEED_CARD_MAX_PRODUCTS + 1) : 0;
  return Math.round(CARD_HEADER + width * ratio + products);
}
