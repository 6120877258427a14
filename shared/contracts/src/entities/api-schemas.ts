import type { components } from '../generated/api';

/** The api's named entities (OpenAPI components, generated into ../generated/api.ts). */
export type ApiSchemas = components['schemas'];
