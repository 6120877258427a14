import { defineRead } from '@ltk/store';
import { categoriesReceived, categoriesSlice, selectCategories } from './categories-slice';

/** GET /v1/categories?country=: a country's shop categories, into the categories slice. */
export const countryCategories = defineRead({
  owner: categoriesSlice,
  name: 'country-categories',
  args: (country: string) => country,
  load: async (country, { dispatch, extra }) => {
    const { categories } = await extra.api.getCategories(country);
    dispatch(categoriesReceived({ country, categories }));
  },
  select: selectCategories,
});
