import type { ApiSchemas } from './api-schemas';

/** A product placed in a post; the first of its mediaObjectIds is its image. */
export type Product = ApiSchemas['Product'];

/**
 * Retailer-side details of a product (percentChange: discount as a fraction; the badge shows it ×100, rounded).
 * `hyperlink` (the retailer's product page, for 'Shop Now' without a post context) is always sent by the api;
 * optional here until the shared fixtures carry it.
 */
export type ProductDetails = Omit<ApiSchemas['ProductDetails'], 'hyperlink'> &
  Partial<Pick<ApiSchemas['ProductDetails'], 'hyperlink'>>;
