import type { ApiRequestBody } from '../responses/api-response';
import type { ApiSchemas } from './api-schemas';

export type SearchType = 'post' | 'profile';

/** A hit as the server sends it (`objectId`). */
export type ServerSearchHit = ApiSchemas['ServerSearchHit'];

type WithObjectID<T extends { objectId: string }> = Omit<T, 'objectId'> & { objectID: string };
type ServerSearchHitChild = NonNullable<ServerSearchHit['children']>[number];

/** A hit on the client: the server's objectId renamed objectID (section 3), in its children too. */
export type SearchHit = Omit<WithObjectID<ServerSearchHit>, 'children'> & {
  children?: WithObjectID<ServerSearchHitChild>[];
};

export interface SearchMeta {
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage?: number;
}

export interface ShopPostHit {
  objectId: string;
  pinnedAt: string | null;
}

/** A search-result click as POST /v1/analytics/clicks takes it (logged in only). */
export type AnalyticsClick = ApiRequestBody<'/v1/analytics/clicks', 'post'>;
