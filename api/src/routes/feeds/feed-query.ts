import { limitQuery, listQuery, obj, str } from '../../schemas/builders.js';
import type { Schema, Static } from '../../schemas/builders.js';

const FEED_INCLUDES = ['profiles', 'ltks', 'posts', 'media_objects', 'products', 'product_details'];

export const feedQuerySchema = <E extends Record<string, Schema> = Record<never, never>>(
  defaultLimit: number,
  extra: E = {} as E,
) =>
  obj(
    {
      limit: limitQuery(defaultLimit),
      next: str({ maxLength: 200, description: 'Opaque cursor from meta.next' }),
      includes: listQuery(`Entities to embed: ${FEED_INCLUDES.join(', ')}`),
      styled: str({ maxLength: 10, description: 'Accepted for compatibility; has no effect on data' }),
      ...extra,
    },
    [],
  );

export type FeedQuery = Static<ReturnType<typeof feedQuerySchema<Record<never, never>>>>;
