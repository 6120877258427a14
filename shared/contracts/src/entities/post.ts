import type { ApiSchemas } from './api-schemas';

/** One photo or video of a post. */
export type PostMedia = ApiSchemas['PostMedia'];

export type PostAttributes = ApiSchemas['PostAttributes'];

/** A post ("ltk") as the api returns it (section 3); productIds in display order. */
export type Post = ApiSchemas['Post'];
