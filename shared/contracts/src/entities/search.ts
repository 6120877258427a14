import type { ApiSchemas } from './api-schemas';

export type SearchType = 'post' | 'profile';

/** A hit as the server sends it (`objectId`). */
export type ServerSearchHit = ApiSchemas['ServerSearchHit'];

/** A hit on the client: the server's objectId renamed objectID (section 3). */
export interface SearchHit {
  objectID: string;
  id: string;
  type: string;
  query: string;
  postProfileId?: string | null;
  postProfileDisplay?: string | null;
  imageLink?: string | null;
  children?: { objectID: string; type: string; query: string; imageLink: string }[];
}

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
