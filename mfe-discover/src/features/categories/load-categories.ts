import { injectSlices, type LoadFn } from '@ltk/store';
import { categoriesReceived, categoriesSlice } from './categories-slice';

/** The store key of a country's categories. */
export const categoriesKey = (country: string) => `categories:${country}`;

/** GET /v1/categories?country= into the categories slice. */
export function loadCategories(country: string): LoadFn {
  return async ({ dispatch, extra }) => {
    injectSlices({ dispatch }, categoriesSlice);
    const { categories } = await extra.api.getCategories(country);
    dispatch(categoriesReceived({ country, categories }));
  };
}
