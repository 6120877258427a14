import type { MockHandler, makeAuthState } from '@ltk/testing';
import { installIntersectionObserver, makeFeedResponse, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeCategory, posts, profile } from '../../lib/testing/fixtures';
import { Root } from '../root';

const CATEGORIES = 'GET /v1/categories';
const FEATURED = 'GET /v3/activities/posts/global/featured';
const SALE_FEED = 'GET /v3/activities/posts/hashtag/ltksale';

const categories = () => ({
  categories: [
    makeCategory('salealert', 'Sale Alert', 'ltksale'),
    makeCategory('popular-today', 'Popular Today'),
  ],
});

function renderCategory(
  route: string,
  routes: Record<string, MockHandler>,
  auth?: ReturnType<typeof makeAuthState>,
) {
  return renderWithPlatform(<Root />, { route, routes: { [CATEGORIES]: categories, ...routes }, auth });
}

beforeEach(() => {
  installIntersectionObserver();
});

test("shows the category's title and subtitle over its hashtag feed (feedHashtag of its first action)", async () => {
  const { fetchMock, titles } = renderCategory('/categories/salealert', {
    [SALE_FEED]: () => makeFeedResponse(posts('Sale', 1, 3), {}, [profile]),
  });
  const feed = await screen.findByRole('region', { name: 'Sale Alert' });
  expect(await within(feed).findAllByRole('article', { name: 'Post by ana' })).toHaveLength(3);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sale Alert');
  expect(screen.getByText('Sale Alert picks')).toBeInTheDocument();
  expect(titles.at(-1)).toBe('Sale Alert');
  const [request] = fetchMock.callsTo(SALE_FEED);
  expect(request?.url.searchParams.get('limit')).toBe('36');
  expect(fetchMock.callsTo(FEATURED)).toHaveLength(0);
});

test('shows a spinner while the categories and then the feed load', async () => {
  let releaseCategories: (value: unknown) => void = () => {};
  let releaseFeed: (value: unknown) => void = () => {};
  renderCategory('/categories/salealert', {
    [CATEGORIES]: () => new Promise((resolve) => (releaseCategories = resolve)),
    [SALE_FEED]: () => new Promise((resolve) => (releaseFeed = resolve)),
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  releaseCategories(categories());
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sale Alert');
  expect(within(screen.getByRole('region', { name: 'Sale Alert' })).getByRole('status')).toHaveTextContent(
    'Loading…',
  );
  releaseFeed(makeFeedResponse(posts('Sale', 1, 1), {}, [profile]));
  expect(await screen.findByRole('img', { name: 'Sale 1' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

test("a category whose feed is empty shows 'No results found.'", async () => {
  renderCategory('/categories/salealert', { [SALE_FEED]: () => makeFeedResponse([], {}) });
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sale Alert');
});

test('a special hashtag category uses its global feed (popular-today: trending over 24 h)', async () => {
  const { fetchMock } = renderCategory('/categories/popular-today', {
    'GET /v3/activities/posts/global/trending': () => makeFeedResponse(posts('Hot', 1, 1), {}, [profile]),
  });
  expect(await screen.findByRole('img', { name: 'Hot 1' })).toBeInTheDocument();
  expect(fetchMock.callsTo('GET /v3/activities/posts/global/trending')[0]?.url.searchParams.get('rank')).toBe(
    '24h',
  );
  expect(fetchMock.callsTo('GET /v3/activities/posts/hashtag/popular-today')).toHaveLength(0);
});

test('an unknown category raises a 404 page error (ltk-categories-not-found) and fetches no feed', async () => {
  const { fetchMock, platform } = renderCategory('/categories/nope', {});
  await waitFor(() =>
    expect(platform.bus.current('page/error')).toEqual({
      status: 404,
      error_code: 'ltk-categories-not-found',
      message: 'Category nope not found',
      path: '/categories/nope',
    }),
  );
  expect(fetchMock.calls.some((call) => call.url.pathname.startsWith('/v3/activities/posts/hashtag/'))).toBe(
    false,
  );
});

test('a 404 service error loading the categories is kept as the page error', async () => {
  const { platform } = renderCategory('/categories/salealert', {
    [CATEGORIES]: () =>
      reply(404, {
        status: 404,
        error_code: 'ltk-categories-not-found',
        developer_message: 'Category salealert not found',
      }),
  });
  await waitFor(() =>
    expect(platform.bus.current('page/error')).toMatchObject({
      status: 404,
      message: 'Category salealert not found',
    }),
  );
});
