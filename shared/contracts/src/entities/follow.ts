import type { ApiSchemas } from './api-schemas';

export type Follow = ApiSchemas['Follow'];
