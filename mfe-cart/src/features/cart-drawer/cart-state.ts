import type { CartsResponse } from '@ltk/contracts';

/** What the drawer shows of the shared carts read (`@ltk/store/carts`). */
export type CartState = {
  status: 'idle' | 'pending' | 'error';
  data: CartsResponse | null;
  /** Variant ids the last checkouts rejected. */
  invalidVariantIds: string[];
};
