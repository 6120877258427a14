import { renderWithPlatform } from '@ltk/testing';
import { waitFor } from '@testing-library/react';
import { Root } from './root';

describe('search remote routes', () => {
  it('a path under the remote that is not /search raises the shell 404, not a blank page', async () => {
    const { pageError } = renderWithPlatform(<Root />, { route: '/search/unknown', routes: {} });
    await waitFor(() => expect(pageError()).toMatchObject({ status: 404 }));
  });
});
