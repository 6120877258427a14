import { rootReducer } from '../app/root-reducer';
import { selectIsPageLoad } from './page-load-selectors';
import { pageLoadEnded } from './page-load-slice';

test('the page-load flag is on at start and stays off once ended', () => {
  let state = rootReducer(undefined, { type: 'init' });
  expect(selectIsPageLoad(state)).toBe(true);
  state = rootReducer(state, pageLoadEnded());
  expect(selectIsPageLoad(state)).toBe(false);
  state = rootReducer(state, pageLoadEnded());
  expect(selectIsPageLoad(state)).toBe(false);
});
