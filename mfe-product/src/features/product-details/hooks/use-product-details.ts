import { useRequest } from '@ltk/platform';
import type { ProductDetails } from '@ltk/contracts';
import { isEntityId } from '@ltk/routes';
import { fetchProductDetails, useAppDispatch, useAppSelector } from '@ltk/store';

export type ProductDetailsState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; details: ProductDetails };

/** Product details by id (GET /v2/product_details/?ids=); an invalid or unknown id is not found. */
export function useProductDetails(id: string): ProductDetailsState {
  const dispatch = useAppDispatch();
  const valid = isEntityId(id);
  const request = useRequest(valid ? id : null, () => dispatch(fetchProductDetails([id])).unwrap());
  const details = useAppSelector((state) => state.entities.productDetails[id]);
  if (!valid) return { status: 'not-found' };
  if (request.status === 'error') return { status: 'error', retry: request.retry };
  if (details) return { status: 'success', details };
  return request.status === 'pending' ? { status: 'pending' } : { status: 'not-found' };
}
