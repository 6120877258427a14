import { makeFeedResponse, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory, posts, profile } from '../../lib/testing/fixtures';
import { Root } from '../root';

const CATEGORIES = 'GET /v1/categories';

const categories = () => ({
  categories: [
    makeCategory('fitness', 'Fitness', 'ltkfitness'),
    makeCategory('findsunder50', 'Finds Under $50'),
    makeCategory('salealert', 'Sale Alert'),
  ],
});

test('the sale categories in deals order, each with its first four posts and a link to the category', async () => {
  const { fetchMock, titles } = renderWithPlatform(<Root />, {
    route: '/deals',
    routes: {
      [CATEGORIES]: categories,
      'GET /v3/activities/posts/hashtag/salealert': () =>
        makeFeedResponse(posts('Sale', 1, 6), {}, [profile]),
      'GET /v3/activities/posts/hashtag/findsunder50': () =>
        makeFeedResponse(posts('Cheap', 1, 2), {}, [profile]),
    },
  });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Deals');
  await waitFor(() => expect(titles.at(-1)).toBe('Deals'));
  const sections = await screen.findAllByRole('region');
  expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual([
    'deals-salealert',
    'deals-findsunder50',
  ]);
  const sale = screen.getByRole('region', { name: 'Sale Alert' });
  const saleLinks = await within(sale).findAllByRole('link', { name: /^Sale Alert post/ });
  expect(saleLinks.map((link) => link.getAttribute('href'))).toEqual([
    '/post/sale-1',
    '/post/sale-2',
    '/post/sale-3',
    '/post/sale-4',
  ]);
  expect(within(sale).getByRole('link', { name: 'Shop all Sale Alert' })).toHaveAttribute(
    'href',
    '/categories/salealert',
  );
  const cheap = screen.getByRole('region', { name: 'Finds Under $50' });
  expect(await within(cheap).findAllByRole('link', { name: /post/ })).toHaveLength(2);
  expect(fetchMock.callsTo('GET /v3/activities/posts/hashtag/ltkfitness')).toHaveLength(0);
});

test('a failed categories load shows the error with Try Again', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderWithPlatform(<Root />, {
    route: '/deals',
    routes: {
      [CATEGORIES]: () => (fail ? reply(500, { status: 500 }) : { categories: [] }),
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Deals could not be loaded.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
});
