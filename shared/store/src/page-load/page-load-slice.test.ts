import { rootReducer } from '../app/root-reducer';
import { selectIsPageLoad, selectVisitContentReady } from './page-load-selectors';
import { pageLoadEnded, visitContentReady } from './page-load-slice';

test('the page-load flag is on at start and stays off once ended', () => {
  let state = rootReducer(undefined, { type: 'init' });
  expect(selectIsPageLoad(state)).toBe(true);
  state = rootReducer(state, pageLoadEnded());
  expect(selectIsPageLoad(state)).toBe(false);
  state = rootReducer(state, pageLoadEnded());
  expect(selectIsPageLoad(state)).toBe(false);
});

test('content ready is per visit: marked once, kept for the last 20 visits', () => {
  let state = rootReducer(undefined, { type: 'init' });
  expect(selectVisitContentReady(state, 'default')).toBe(false);
  state = rootReducer(state, visitContentReady('default'));
  state = rootReducer(state, visitContentReady('default'));
  expect(selectVisitContentReady(state, 'default')).toBe(true);
  expect(selectVisitContentReady(state, 'k1')).toBe(false);
  expect(state.pageLoad.readyVisits).toEqual(['default']);
  for (let i = 1; i <= 20; i += 1) state = rootReducer(state, visitContentReady(`k${i}`));
  expect(selectVisitContentReady(state, 'default')).toBe(false);
  expect(selectVisitContentReady(state, 'k1')).toBe(true);
  expect(selectVisitContentReady(state, 'k20')).toBe(true);
});
