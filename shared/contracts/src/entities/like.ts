import type { ApiSchemas } from './api-schemas';

export type Like = ApiSchemas['Like'];
