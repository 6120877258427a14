// `@ltk/store/carts`: the carts slice, its thunks and hooks. A shared module of its own (shared/mf-config), outside
// the shell's first-load vendor chunk: it loads with the first signed-in part that uses carts (the header badge).
export {
  cartsSlice,
  cartsReceived,
  cartItemSaved,
  cartsDeleted,
  checkoutRejected,
  type CartsState,
} from './carts-slice';
export {
  CARTS_REQUEST,
  selectCartsState,
  loadCarts,
  addCartItem,
  updateCartItemQuantity,
  removeCartItems,
  deleteCarts,
  checkoutCart,
} from './carts-thunks';
export { selectCartCount, useCartCount, useCarts, type CartsView } from './use-carts';
