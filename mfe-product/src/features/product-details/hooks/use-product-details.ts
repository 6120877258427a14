import type { ProductDetails } from '@ltk/contracts';
import { isEntityId } from '@ltk/routes';
import { useRead } from '@ltk/store';
import { productDetailsRead } from '@ltk/store/entity-reads';

export type ProductDetailsState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; details: ProductDetails };

/** Product details by id (GET /v2/product_details/?ids=); an invalid or unknown id is not found. */
export function useProductDetails(id: string): ProductDetailsState {
  const valid = isEntityId(id);
  const { status, data: details, retry } = useRead(productDetailsRead, valid ? id : null);
  if (!valid) return { status: 'not-found' };
  if (status === 'failed') return { status: 'error', retry };
  if (details) return { status: 'success', details };
  return status === 'pending' ? { status: 'pending' } : { status: 'not-found' };
}
