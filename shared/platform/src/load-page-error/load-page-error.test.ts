import { loadPageError } from './index';

test('a service answer keeps its status and message', () => {
  expect(
    loadPageError({ status: 404, message: 'Category x not found' }, 'ltk-categories-not-found', 'Error'),
  ).toEqual({ status: 404, error_code: 'ltk-categories-not-found', message: 'Category x not found' });
});

test('a network failure is a 500 with the developer message and the details', () => {
  expect(
    loadPageError(
      { status: 0, message: 'TypeError: Failed to fetch' },
      'ltk-feed-not-found',
      'Error fetching discover feed',
    ),
  ).toEqual({
    status: 500,
    error_code: 'ltk-feed-not-found',
    message: 'Error fetching discover feed: TypeError: Failed to fetch',
  });
});
