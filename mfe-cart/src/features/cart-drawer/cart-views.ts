import type {
  Cart,
  CartItem,
  CartsResponse,
  CatalogRetailerProduct,
  ProductDetails,
  Retailer,
  RetailerProductVariant,
} from '@ltk/contracts';

export type CartItemView = {
  item: CartItem;
  name: string;
  imageUrl: string;
  details?: ProductDetails;
  variant?: RetailerProductVariant;
  catalogProduct?: CatalogRetailerProduct;
};

export type CartView = {
  cart: Cart;
  retailer?: Retailer;
  items: CartItemView[];
};

function byId<T extends { id: string }>(list: readonly T[] | undefined): Map<string, T> {
  return new Map((list ?? []).map((entity) => [entity.id, entity]));
}

/** Joins a carts response (with includes) into one view per cart, items in the cart's order. */
export function toCartViews(response: CartsResponse): CartView[] {
  const items = byId(response.cartItems);
  const details = byId(response.productDetails);
  const variants = byId(response.retailerProductVariants);
  const catalog = byId(response.catalogRetailerProducts);
  const retailers = byId(response.retailers);

  return response.carts.map((cart) => ({
    cart,
    retailer: retailers.get(cart.retailerId),
    items: cart.cartItemIds.flatMap((itemId) => {
      const item = items.get(itemId);
      if (!item) return [];
      const itemDetails = details.get(item.productDetailsId);
      const variant = variants.get(item.retailerProductVariantId);
      const catalogId = item.catalogRetailerProductId ?? itemDetails?.catalogRetailerProductId;
      const catalogProduct = catalogId ? catalog.get(catalogId) : undefined;
      return [
        {
          item,
          details: itemDetails,
          variant,
          catalogProduct,
          name: catalogProduct?.title ?? itemDetails?.name ?? '',
          imageUrl: variant?.imageUrl ?? catalogProduct?.imageUrl ?? itemDetails?.imageUrl ?? '',
        },
      ];
    }),
  }));
}
