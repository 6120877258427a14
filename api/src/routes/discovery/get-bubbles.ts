import { anyObj, arr, component, obj, ref, str } from '../../schemas/builders.js';
import { errorResponses } from '../../schemas/errors.js';
import { catalogContext } from '../context.js';
import { categorySchema, loadCategories } from './get-categories.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const bubblesModuleSchema = component(
  'BubblesModule',
  obj({ id: str(), type: str(), title: str(), items: arr(ref(categorySchema)) }),
);

/** POST /v1/presentation/modules/v1_bubbles: country_code, date, version -> { modules: [{ type v1_bubbles, items (key …) }] }. */
export async function getBubbles(app: TypedApp): Promise<void> {
  app.post(
    '/v1/presentation/modules/v1_bubbles',
    {
      schema: {
        operationId: 'getBubbles',
        security: [],
        tags: ['discovery'],
        summary: 'Category bubbles module',
        body: obj(
          {
            country_code: str({ maxLength: 5 }),
            date: str({ maxLength: 40 }),
            version: str({ maxLength: 20 }),
            features: anyObj(),
          },
          [],
        ),
        response: {
          200: obj({
            modules: arr(ref(bubblesModuleSchema)),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const categories = await loadCategories(catalogContext(app), request.body?.country_code);
      return {
        modules: [{ id: 'v1_bubbles', type: 'v1_bubbles', title: 'Shop by category', items: categories }],
      };
    },
  );
}
