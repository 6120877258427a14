import { ApiError } from '@ltk/api-client';
import { notFoundError, PAGE_ERROR_CODES, toPageError } from './page-error';

test('a structured service error is kept as it is', () => {
  const error = new ApiError(
    404,
    { status: 404, error_code: 'ltk-categories-not-found', developer_message: 'Category x not found' },
    'http://api.test/v1/categories',
  );
  expect(toPageError(error, PAGE_ERROR_CODES.categoriesNotFound, 'Error fetching categories')).toEqual({
    status: 404,
    error_code: 'ltk-categories-not-found',
    message: 'Category x not found',
  });
});

test('any other error is a 500 with the developer message and its details', () => {
  expect(
    toPageError(new Error('socket hang up'), PAGE_ERROR_CODES.feedNotFound, 'Error fetching hashtag feed'),
  ).toEqual({
    status: 500,
    error_code: 'ltk-feed-not-found',
    message: 'Error fetching hashtag feed: socket hang up',
  });
  expect(toPageError(undefined, PAGE_ERROR_CODES.feedNotFound)).toEqual({
    status: 500,
    error_code: 'ltk-feed-not-found',
    message: 'Unknown middleware',
  });
});

test('not found is a 404 with the code', () => {
  expect(notFoundError(PAGE_ERROR_CODES.feedNotFound, 'No posts for #x')).toEqual({
    status: 404,
    error_code: 'ltk-feed-not-found',
    message: 'No posts for #x',
  });
});

test('a network failure (status 0) is not a service error: 500 with the developer message and its details', () => {
  const error = new ApiError(
    0,
    { status: 0, error_code: 'network_error', developer_message: 'TypeError: Failed to fetch' },
    'http://api.test/v1/categories',
  );
  expect(toPageError(error, PAGE_ERROR_CODES.categoriesNotFound, 'Error fetching categories')).toEqual({
    status: 500,
    error_code: 'ltk-categories-not-found',
    message: 'Error fetching categories: TypeError: Failed to fetch',
  });
});
