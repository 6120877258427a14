import type { CatalogContext } from '../../catalog/context.js';
import { ApiError } from '../../errors/api-error.js';
import { imageUrl } from '../../lib/urls.js';
import { arr, component, obj, ref, str } from '../../schemas/builders.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

export const categorySchema = component(
  'Category',
  obj({
    key: str(),
    title: str(),
    subtitle: str(),
    url: str(),
    imageUrl: str(),
    actions: arr(obj({ actionType: str(), feedHashtag: str() })),
  }),
);

type Row = { key: string; title: string; subtitle: string; feed_hashtag: string };

/** Categories of a country (section-9 categories country map; unknown countries fall back to us). */
export async function loadCategories(ctx: CatalogContext, country: string | undefined) {
  const wanted = (country ?? 'us').toLowerCase();
  let { rows } = await ctx.db.query<Row>(
    'select key, title, subtitle, feed_hashtag from categories where country = $1 order by position',
    [wanted],
  );
  if (rows.length === 0)
    ({ rows } = await ctx.db.query<Row>(
      "select key, title, subtitle, feed_hashtag from categories where country = 'us' order by position",
    ));
  return rows.map((r) => ({
    key: r.key,
    title: r.title,
    subtitle: r.subtitle,
    url: `/categories/${r.key}`,
    imageUrl: imageUrl(ctx.config, 'category', r.key),
    actions: [{ actionType: 'v1_hashtag', feedHashtag: r.feed_hashtag }],
  }));
}

/**
 * GET /v1/categories?country=us and GET /v1/categories/{key} (path not shown in the spec; chosen here): shop
 * categories with their v1_hashtag action. 404 ltk-categories-not-found for an unknown key.
 */
export async function getCategories(app: TypedApp): Promise<void> {
  app.get(
    '/v1/categories',
    {
      schema: {
        operationId: 'getCategories',
        security: [],
        tags: ['discovery'],
        summary: 'Shop categories (not shown in the spec; chosen path)',
        querystring: obj(
          { country: str({ maxLength: 5, description: 'us (default), uk, cn, es, br, kr' }) },
          [],
        ),
        response: { 200: obj({ categories: arr(ref(categorySchema)) }), ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => ({
        categories: await loadCategories(catalogContext(app), request.query.country),
      })),
  );
  app.get(
    '/v1/categories/:key',
    {
      schema: {
        operationId: 'getCategory',
        security: [],
        tags: ['discovery'],
        summary: 'One shop category by key',
        params: obj({ key: str({ maxLength: 100 }) }),
        querystring: obj({ country: str({ maxLength: 5 }) }, []),
        response: { 200: obj({ category: ref(categorySchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const categories = await loadCategories(catalogContext(app), request.query.country);
      const category = categories.find((c) => c.key === request.params.key.toLowerCase());
      if (!category)
        throw new ApiError(404, 'ltk-categories-not-found', `Category ${request.params.key} not found`);
      return { category };
    },
  );
}
