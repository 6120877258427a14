import type { MockHandler } from '@ltk/testing';
import { makeAuthState, makeFeedResponse, reply } from '@ltk/testing';
import { screen, within } from '@testing-library/react';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { makeCategory, posts, profile } from '../../test/fixtures';
import { renderRecordingTitles } from '../../test/render-recording-titles';
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
  return renderRecordingTitles(<Root />, { route, routes: { [CATEGORIES]: categories, ...routes }, auth });
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

test('an unknown category is a 404 (ltk-categories-not-found) with the Discover feed below, not indexed', async () => {
  const { fetchMock, titles } = renderCategory('/categories/nope', {
    [FEATURED]: () => makeFeedResponse(posts('Look', 1, 2), {}, [profile]),
  });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('404 Oh No!');
  expect(
    screen.getByText(
      'Sorry, but this link is invalid. Please double check your URL or discover new posts below.',
    ),
  ).toBeInTheDocument();
  const page = screen.getByRole('heading', { level: 1 }).closest('[data-status]');
  expect(page).toHaveAttribute('data-status', '404');
  expect(page).toHaveAttribute('data-error-code', 'ltk-categories-not-found');
  const discover = screen.getByRole('region', { name: 'Discover' });
  expect(await within(discover).findAllByRole('article', { name: 'Post by ana' })).toHaveLength(2);
  expect(screen.queryByRole('link', { name: 'Discover More' })).not.toBeInTheDocument();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(titles.at(-1)).toBe('404 Oh No!');
  expect(fetchMock.calls.some((call) => call.url.pathname.startsWith('/v3/activities/posts/hashtag/'))).toBe(
    false,
  );
});

test("logged in, the 404 offers 'Discover More' to /home", async () => {
  renderCategory('/categories/nope', { [FEATURED]: () => makeFeedResponse([], {}) }, makeAuthState());
  expect(await screen.findByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/home');
});

test('a 404 service error loading the categories is kept as the page error (not-found screen)', async () => {
  renderCategory('/categories/salealert', {
    [CATEGORIES]: () =>
      reply(404, {
        status: 404,
        error_code: 'ltk-categories-not-found',
        developer_message: 'Category salealert not found',
      }),
    [FEATURED]: () => makeFeedResponse([], {}),
  });
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).toHaveTextContent('404 Oh No!');
  expect(heading.closest('[data-status]')).toHaveAttribute('data-error-code', 'ltk-categories-not-found');
});
