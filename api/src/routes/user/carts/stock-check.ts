import { ApiError } from '../../../errors/api-error.js';

/** The variant's stock and its retailer's per-line maximum, as the cart queries read them. */
type Limits = { stock: number; max_quantity: number; retailer_name: string };

/** Refuses a line quantity the variant's stock (or the retailer's per-line maximum) cannot cover: 409 max_quantity. */
export function assertQuantityAllowed(quantity: number, limits: Limits): void {
  if (limits.stock <= 0) throw new ApiError(409, 'variant_unavailable', 'This variant is out of stock');
  const max = Math.min(limits.stock, limits.max_quantity);
  if (quantity > max) {
    throw new ApiError(
      409,
      'max_quantity',
      `Maximum quantity for ${limits.retailer_name} has been reached (at most ${max} of this variant, ${limits.stock} in stock).`,
    );
  }
}
