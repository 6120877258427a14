/** Badge percentage from product details' percentChange (times 100, rounded, unsigned). */
export function badgePercent(percentChange: number | null | undefined): number | null {
  if (percentChange == null || !Number.isFinite(percentChange)) return null;
  const percent = Math.abs(Math.round(percentChange * 100));
  return percent > 0 ? percent : null;
}

/** Saving between a regular and a discount price, in whole percent; null when there is no discount. */
export function savingPercent(
  price: number | null | undefined,
  discountPrice: number | null | undefined,
): number | null {
  if (price == null || discountPrice == null || !(price > 0) || !(discountPrice < price)) return null;
  return Math.round(((price - discountPrice) / price) * 100);
}
