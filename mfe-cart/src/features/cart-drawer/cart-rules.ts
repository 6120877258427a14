import { CART_PREVIEW_MAX_THUMBS, type Retailer, type RetailerProductVariant } from '@ltk/contracts';

/** At most 5 thumbnails; beyond that 4 plus a '+N' count of the rest. */
export function previewThumbnails<T>(
  items: readonly T[],
  max = CART_PREVIEW_MAX_THUMBS,
): { shown: T[]; more: number } {
  if (items.length <= max) return { shown: [...items], more: 0 };
  return { shown: items.slice(0, max - 1), more: items.length - (max - 1) };
}

/** The minus button is disabled at a quantity of 1 or less. */
export function canDecreaseQuantity(quantity: number): boolean {
  return quantity > 1;
}

/** The most units of one cart line: the variant's stock, and the retailer's limit when the cart names one. */
export function quantityLimit(
  variant: Pick<RetailerProductVariant, 'quantity'> | undefined,
  retailer: Pick<Retailer, 'maxQuantity'> | undefined,
): number | undefined {
  const limits = [variant?.quantity, retailer?.maxQuantity].filter((n): n is number => n !== undefined);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** A quantity above the line's limit is refused client-side (max-error); the plus button stops at it. */
export function exceedsLimit(quantity: number, limit: number | undefined): boolean {
  return limit !== undefined && quantity > limit;
}

/** An item is unavailable when its variant is missing, not available, or rejected at checkout. */
export function isItemUnavailable(
  variant: Pick<RetailerProductVariant, 'id' | 'available'> | undefined,
  invalidVariantIds: readonly string[],
): boolean {
  return !variant || !variant.available || invalidVariantIds.includes(variant.id);
}

/** The sale price is shown only when it is below the regular price. */
export function effectiveSalePrice(
  variant: Pick<RetailerProductVariant, 'price' | 'salePrice'>,
): number | null {
  if (variant.salePrice == null) return null;
  return variant.salePrice < variant.price ? variant.salePrice : null;
}
