/** Includes that make GET /v1/carts return everything the drawer shows. */
export const CART_INCLUDES = [
  'catalog_retailer_products',
  'product_details',
  'retailer_product_variants',
  'retailers',
] as const;
