/** Where a product page was reached from (query of the product link, section 2). */
export interface ProductLinkSource {
  /** `li`: post id. */
  postId: string | null;
  /** `ci`: product set id. */
  collectionId: string | null;
  /** `rshash`: off-property click hash. */
  clickHash: string | null;
  /** `vid`: retailer product variant id to preselect. */
  variantId: string | null;
  /** `variant`: a variant to preselect by its title ('Navy / M') or id, when there is no `vid`. */
  variant: string | null;
}

/** Reads the product link query (`li`, `ci`, `rshash`, `vid`, `variant`). */
export function productLinkSource(search: URLSearchParams): ProductLinkSource {
  return {
    postId: search.get('li'),
    collectionId: search.get('ci'),
    clickHash: search.get('rshash'),
    variantId: search.get('vid'),
    variant: search.get('variant'),
  };
}
