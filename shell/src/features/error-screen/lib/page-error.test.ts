import '../../test-support/polyfill-text-encoding';
import { ApiError } from '@ltk/api-client';
import { PAGE_ERROR_CODES, toPageError } from './page-error';

describe('toPageError', () => {
  it('keeps a structured service error as it is', () => {
    const error = new ApiError(404, { status: 404, error_code: 'not_found', developer_message: 'No such hashtag' }, 'http://api.test/x');
    expect(toPageError(error, PAGE_ERROR_CODES.feedNotFound)).toEqual({ status: 404, error_code: 'not_found', message: 'No such hashtag' });
  });

  it('defaults other errors to 500 with the developer message and details', () => {
    expect(toPageError(new Error('socket hang up'), PAGE_ERROR_CODES.feedNotFound, 'Error fetching discover feed')).toEqual({
      status: 500,
      error_code: 'ltk-feed-not-found',
      message: 'Error fetching discover feed: socket hang up',
    });
    expect(toPageError(undefined, PAGE_ERROR_CODES.privacyInfoNotFound, 'Error fetching legal policies').message).toBe('Error fetching legal policies');
  });
});
