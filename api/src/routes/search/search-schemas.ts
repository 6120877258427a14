import { anyObj, arr, int, obj, str } from '../../schemas/builders.js';
import { searchHitSchema } from '../../schemas/entities.js';

export const analyticsSchema = anyObj();

export const searchPageSchema = obj({
  hits: arr(searchHitSchema),
  nbHits: int(),
  nbPages: int(),
  page: int(),
  hitsPerPage: int(),
});

export const queryString = str({ maxLength: 200 });
