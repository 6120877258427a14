import { anyObj, arr, int, obj, str, ref } from '../../schemas/builders.js';
import { searchHitSchema } from '../../schemas/entities.js';

export const analyticsSchema = anyObj();

export const searchPageSchema = obj({
  hits: arr(ref(searchHitSchema)),
  nbHits: int(),
  nbPages: int(),
  page: int(),
  hitsPerPage: int(),
});

export const queryString = str({ maxLength: 200 });
