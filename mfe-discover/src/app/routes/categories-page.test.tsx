import { deferred, renderWithPlatform } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeCategory } from '../../lib/testing/fixtures';
import { Root } from '../root';

const CATEGORIES = 'GET /v1/categories';

test('shows a spinner, then a tile per category linking to its page, titled for the page', async () => {
  const gate = deferred();
  const { fetchMock, titles } = renderWithPlatform(<Root />, {
    route: '/categories',
    routes: { [CATEGORIES]: () => gate.promise },
  });
  // The page's own chunk first, then its data.
  expect(await screen.findByRole('heading', { level: 1, name: 'Shop by Category' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  gate.resolve({
    categories: [makeCategory('salealert', 'Sale Alert'), makeCategory('findsunder50', 'Finds Under $50')],
  });

  const list = await screen.findByRole('list', { name: 'Shop by Category' });
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/categories/salealert',
    '/categories/findsunder50',
  ]);
  expect(links[0]).toHaveTextContent('Sale AlertSale Alert picks');
  expect(links[0]?.querySelector('img')).toHaveAttribute(
    'src',
    expect.stringContaining('/images/category/salealert.jpg?w=256'),
  );
  expect(titles.at(-1)).toBe('Shop by Category');
  expect(fetchMock.callsTo(CATEGORIES)[0]?.url.searchParams.get('country')).toBe('us');
});

test('asks for the categories of the locale’s country', async () => {
  const { fetchMock } = renderWithPlatform(<Root />, {
    route: '/categories',
    locale: 'ko',
    routes: { [CATEGORIES]: () => ({ categories: [makeCategory('salealert', '세일')] }) },
  });
  expect(await screen.findByRole('link', { name: /세일/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('카테고리별 쇼핑');
  expect(fetchMock.callsTo(CATEGORIES)[0]?.url.searchParams.get('country')).toBe('kr');
});

test("shows 'No results found.' when the country has no categories", async () => {
  renderWithPlatform(<Root />, {
    route: '/categories',
    routes: { [CATEGORIES]: () => ({ categories: [] }) },
  });
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test("a failed load raises the generic page error ('Error fetching categories', status 500) for the shell", async () => {
  const { platform } = renderWithPlatform(<Root />, {
    route: '/categories',
    routes: { [CATEGORIES]: () => Promise.reject(new TypeError('Failed to fetch')) },
  });
  await waitFor(() =>
    expect(platform.bus.current('page/error')).toEqual({
      status: 500,
      error_code: 'ltk-categories-not-found',
      message: 'Error fetching categories: TypeError: Failed to fetch',
      path: '/categories',
    }),
  );
});
