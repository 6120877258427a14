import { deferred, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory, posts, profile } from '../../lib/testing/fixtures';
import { Root } from '../root';

const CATEGORIES = 'GET /v1/categories';
const POPULAR = 'GET /v2/ltks';
const popular = (count: number) => ({
  ltks: posts('Gift', 1, count),
  profiles: [profile],
  products: [],
  meta: {},
});

const categories = () => ({
  categories: [
    makeCategory('giftguides', 'Gift Guides', 'ltkgiftguide'),
    makeCategory('holiday', 'Holiday', 'ltkseasonal'),
    makeCategory('popular-today', 'Popular Today'),
  ],
});

test('hero, the three shopping-for tiles, more categories, the app links and four viral gifts', async () => {
  const { titles, fetchMock } = renderWithPlatform(<Root />, {
    route: '/gift-guides',
    routes: {
      [CATEGORIES]: categories,
      [POPULAR]: () => popular(4),
    },
  });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Holiday Gift Guides');
  await waitFor(() => expect(titles.at(-1)).toBe('Holiday Gift Guides'));
  expect(screen.getByRole('link', { name: 'Browse gift guides' })).toHaveAttribute('href', '/giftguides');

  const tiles = screen.getByRole('list', { name: 'Who are you shopping for?' });
  expect(
    within(tiles)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Gift Guides', '/categories/giftguides'],
    ['Holiday', '/categories/holiday'],
    ['Popular Today', '/categories/popular-today'],
  ]);
  await waitFor(() => expect(tiles.querySelectorAll('img')).toHaveLength(3));
  expect(screen.getByRole('link', { name: 'Shop more categories' })).toHaveAttribute('href', '/categories');

  const app = screen.getByRole('region', { name: 'Shop gifts on the go' });
  expect(within(app).getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
  expect(within(app).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();

  const viral = await screen.findByRole('list', { name: 'Viral Gifts' });
  const links = within(viral).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/post/gift-1',
    '/post/gift-2',
    '/post/gift-3',
    '/post/gift-4',
  ]);
  expect(links[0]).toHaveAccessibleName('Viral gift 1');
  // The popular-today variant of GET /v2/ltks on the gift-guide hashtag, four posts.
  const query = fetchMock.callsTo(POPULAR)[0]!.url.searchParams;
  expect(
    Object.fromEntries(['hashtag', 'rank', 'trending', 'styled', 'limit'].map((k) => [k, query.get(k)])),
  ).toEqual({
    hashtag: 'ltkgiftguide',
    rank: '24h',
    trending: 'true',
    styled: 'true',
    limit: '4',
  });
  expect(query.getAll('includes')).toEqual(['products', 'profiles']);
});

test('the viral gifts load on their own: spinner, then an error with Try Again', async () => {
  const user = userEvent.setup();
  const gate = deferred();
  let attempt = 0;
  renderWithPlatform(<Root />, {
    route: '/gift-guides',
    routes: {
      [CATEGORIES]: categories,
      [POPULAR]: () => {
        attempt += 1;
        return attempt === 1 ? gate.promise : popular(4);
      },
    },
  });
  const section = await screen.findByRole('region', { name: 'Viral Gifts' });
  expect(within(section).getByRole('status')).toHaveTextContent('Loading…');
  gate.resolve(reply(500, { status: 500, developer_message: 'boom' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('Viral gifts could not be loaded.');
  await user.click(within(section).getByRole('button', { name: 'Try Again' }));
  expect(await within(section).findAllByRole('link')).toHaveLength(4);
});

test('the tiles still link when the categories fail to load', async () => {
  renderWithPlatform(<Root />, {
    route: '/gift-guides',
    routes: {
      [CATEGORIES]: () => reply(500, { status: 500 }),
      [POPULAR]: () => popular(4),
    },
  });
  const tiles = await screen.findByRole('list', { name: 'Who are you shopping for?' });
  expect(within(tiles).getByRole('link', { name: 'Holiday' })).toHaveAttribute('href', '/categories/holiday');
});
