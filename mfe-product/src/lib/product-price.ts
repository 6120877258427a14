export interface ProductPrice {
  price: number;
  /** Present only when a sale price exists and is below the regular price. */
  salePrice?: number;
  /** Rounded percentage saved, present with `salePrice`. */
  discountPercent?: number;
}

function toAmount(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const amount = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(amount) ? amount : undefined;
}

/** Regular and sale price of a product; the sale price is shown only if it is below the regular price. */
export function productPrice(
  regular: string | number | null | undefined,
  sale?: string | number | null,
): ProductPrice | undefined {
  const price = toAmount(regular);
  if (price === undefined) return undefined;
  const salePrice = toAmount(sale);
  if (salePrice === undefined || salePrice >= price || salePrice < 0) return { price };
  return { price, salePrice, discountPercent: Math.round(((price - salePrice) / price) * 100) };
}
