import type { ApiSchemas } from './api-schemas';

export type Retailer = ApiSchemas['Retailer'] & {
  /** Most units of one variant a cart at this retailer accepts (cart includes only: ApiSchemas['CartRetailer']). */
  maxQuantity?: number;
};

/** A variant inside a retailer product (prices as numbers). */
export type RetailerProductVariantDetail = ApiSchemas['RetailerProductVariantDetail'];

/** A purchasable variant as included with carts (prices as numbers in dollars, like RetailerProductVariantDetail). */
export type RetailerProductVariant = ApiSchemas['RetailerProductVariant'];

export type RetailerProductOption = ApiSchemas['RetailerProductOption'];

export type RetailerPolicy = ApiSchemas['RetailerPolicy'];

/** A retailer's product with variants and options (GET /v3/consumer_retailer_products/{id}). */
export type RetailerProduct = ApiSchemas['RetailerProduct'];

/** Short catalog view of a retailer product (cart includes). */
export type CatalogRetailerProduct = ApiSchemas['CatalogRetailerProduct'];

export type RetailerProductLink = ApiSchemas['RetailerProductLink'];
