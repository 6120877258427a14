import type { ShopProductCollection } from '@ltk/contracts';
import { isEntityId } from '@ltk/routes';
import { useRead } from '@ltk/store';
import { shopCollection } from '@ltk/store/shop-collections';

export type SetState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; set: ShopProductCollection };

/** One product set or gift guide of a creator; another creator's set, or an unknown id, is not found. */
export function useSet(id: string, profileId: string): SetState {
  const valid = isEntityId(id);
  const request = useRead(shopCollection, valid ? id : null);
  const set = request.data;
  if (!valid) return { status: 'not-found' };
  if (set) return set.profileId === profileId ? { status: 'success', set } : { status: 'not-found' };
  if (request.status === 'failed')
    return request.error?.status === 404
      ? { status: 'not-found' }
      : { status: 'error', retry: request.retry };
  return { status: 'pending' };
}
