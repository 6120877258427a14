import type { ApiSchemas } from './api-schemas';

export type CategoryAction = ApiSchemas['Category']['actions'][number];

export type Category = ApiSchemas['Category'];

/** A presentation module of category bubbles (POST /v1/presentation/modules/v1_bubbles). */
export type BubblesModule = ApiSchemas['BubblesModule'];
