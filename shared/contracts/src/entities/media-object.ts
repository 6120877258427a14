import type { ApiSchemas } from './api-schemas';

/** A product image (GET /v3/media_objects/; the first of a product's mediaObjectIds is its image). */
export type MediaObject = ApiSchemas['MediaObject'];
