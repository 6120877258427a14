export interface Retailer {
  id: string;
  displayName: string;
  imageUrl: string;
  /** Most units of one variant a cart at this retailer accepts (cart includes only). */
  maxQuantity?: number;
}

/** A variant inside a retailer product (prices as numbers). */
export interface RetailerProductVariantDetail {
  id: string;
  title: string;
  position: number;
  options: Record<string, string>;
  price: number;
  salePrice: number | null;
  imageUrl: string;
  /** Stock limit. */
  quantity: number;
  available: boolean;
}

/** A purchasable variant as included with carts (prices as numbers in dollars, like RetailerProductVariantDetail). */
export interface RetailerProductVariant {
  id: string;
  retailerProductId: string;
  title: string;
  price: number;
  salePrice: number | null;
  imageUrl: string;
  /** Stock limit for a cart line. */
  quantity: number;
  available: boolean;
  options: Record<string, string>;
}

export interface RetailerProductOption {
  name: string;
  values: string[];
  position: number;
}

export interface RetailerPolicy {
  handle: string;
  body: string;
}

/** A retailer's product with variants and options (GET /v3/consumer_retailer_products/{id}). */
export interface RetailerProduct {
  id: string;
  title: string;
  retailerId: string;
  retailer: Retailer;
  productDetailsId?: string | null;
  imageUrl: string;
  additionalImageUrls: string[];
  variants: RetailerProductVariantDetail[];
  options: RetailerProductOption[];
  priceMin: number;
  priceMax: number;
  salePriceMin?: number | null;
  salePriceMax?: number | null;
  currency: string;
  sizeChart?: { imageUrl: string } | null;
  policies?: RetailerPolicy[];
}

/** Short catalog view of a retailer product (cart includes). */
export interface CatalogRetailerProduct {
  id: string;
  title: string;
  imageUrl: string;
  retailerId: string;
}

export interface RetailerProductLink {
  id: string;
  retailerProductId: string | null;
  productDetailsId: string;
  hlc: string | null;
}
