/** A product placed in a post. */
export interface Product {
  id: string;
  ltkId: string;
  position: number;
  productDetailsId: string;
  productReferenceId: string;
  name: string;
  retailerId: string;
  retailerDisplayName: string;
  price: number;
  salePrice: number | null;
  currency: string;
  hyperlink: string;
  links: { ltkWeb: string };
  imageUrl: string;
  matching: string;
  /** The first is the product's image. */
  mediaObjectIds: string[];
}

/** Retailer-side details of a product. */
export interface ProductDetails {
  id: string;
  name: string;
  advertiserName: string;
  retailerId: string;
  category: string;
  price: number;
  salePrice: number | null;
  localPrice: number;
  currency: string;
  /** Discount as a fraction (badge shows it ×100, rounded). */
  percentChange: number;
  hasVariants: boolean;
  catalogRetailerProductId: string | null;
  /**
   * Retailer product page (same field name as Product.hyperlink), for 'Shop Now' without a post context.
   * Always sent by the api; optional here until shared fixtures carry it.
   */
  hyperlink?: string;
  imageUrl: string;
  mediaObjectIds: string[];
}
