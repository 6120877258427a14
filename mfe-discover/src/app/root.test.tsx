import type { Post } from '@ltk/contracts';
import { STORAGE_KEYS } from '@ltk/contracts';
import type { MockRequest } from '@ltk/testing';
import {
  deferred,
  installIntersectionObserver,
  LocationProbe,
  makeAuthState,
  makeFeedResponse,
  mockListTop,
  makePost,
  makeProduct,
  makeProfile,
  renderWithPlatform,
  reply,
} from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from './root';

const FEATURED = 'GET /v3/activities/posts/global/featured';
const PRODUCTS = 'GET /v2/products/';

const profile = makeProfile({ id: 'profile-1', displayName: 'ana' });

function postsPage(from: number, count: number, productCount = 0): Post[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return makePost({
      id: `post-${n}`,
      profileId: profile.id,
      caption: `Look ${n}`,
      productIds: Array.from({ length: productCount }, (_, p) => `prod-${n}-${p}`),
    });
  });
}

const productsFor = (request: MockRequest) => ({
  products: request.url.searchParams
    .getAll('ids')
    .map((id) => makeProduct({ id, productDetailsId: `details-${id}`, name: `Item ${id}` })),
});

function renderHome(
  routes: Record<string, (request: MockRequest) => unknown>,
  options: { auth?: ReturnType<typeof makeAuthState> } = {},
) {
  return renderWithPlatform(
    <>
      <Root />
      <LocationProbe />
    </>,
    { route: '/home', routes: { [PRODUCTS]: productsFor, ...routes }, ...options },
  );
}

beforeEach(() => {
  installIntersectionObserver();
  localStorage.clear();
});

test('loads the featured feed (limit 36, includes) and renders a card per post', async () => {
  const { fetchMock } = renderHome({ [FEATURED]: () => makeFeedResponse(postsPage(1, 3), {}, [profile]) });
  expect(await screen.findByRole('img', { name: 'Look 1' })).toBeInTheDocument();
  expect(screen.getAllByRole('article', { name: 'Post by ana' })).toHaveLength(3);
  const [request] = fetchMock.callsTo(FEATURED);
  expect(request?.url.searchParams.get('limit')).toBe('36');
  expect(request?.url.searchParams.getAll('includes').join(',')).toContain('profiles');
  expect(screen.getAllByRole('link', { name: 'ana' })[0]).toHaveAttribute('href', '/explore/ana');
});

test('shows a spinner while the first page is on its way', async () => {
  const gate = deferred();
  renderHome({ [FEATURED]: () => gate.promise });
  expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading…');
  gate.resolve(makeFeedResponse(postsPage(1, 1), {}, [profile]));
  expect(await screen.findByRole('img', { name: 'Look 1' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

test("shows 'Error Loading LTKs.' and recovers with 'Try Again'", async () => {
  const user = userEvent.setup();
  let fail = true;
  const { fetchMock } = renderHome({
    [FEATURED]: () =>
      fail
        ? reply(500, {
            status: 500,
            error_code: 'ltk-feed-not-found',
            developer_message: 'Error fetching discover feed',
          })
        : makeFeedResponse(postsPage(1, 2), {}, [profile]),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading LTKs.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findAllByRole('article', { name: 'Post by ana' })).toHaveLength(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(fetchMock.callsTo(FEATURED)).toHaveLength(2);
});

test("a failed first load of the Discover feed raises ltk-feed-not-found ('Error fetching discover feed') until it loads", async () => {
  const user = userEvent.setup();
  let fail = true;
  const { platform } = renderHome({
    [FEATURED]: () =>
      fail
        ? Promise.reject(new TypeError('Failed to fetch'))
        : makeFeedResponse(postsPage(1, 1), {}, [profile]),
  });
  await waitFor(() =>
    expect(platform.bus.current('page/error')).toEqual({
      status: 500,
      error_code: 'ltk-feed-not-found',
      message: 'Error fetching discover feed: TypeError: Failed to fetch',
      path: '/home',
    }),
  );
  fail = false;
  await user.click(await screen.findByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('img', { name: 'Look 1' })).toBeInTheDocument();
  expect(platform.bus.current('page/error')).toBeNull();
});

test('the For you tab keeps its failure in the grid (no page error)', async () => {
  const { platform } = renderWithPlatform(<Root />, {
    route: '/home/for-you',
    routes: { 'GET /v3/activities/posts/global/trending': () => reply(500, { status: 500 }) },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading LTKs.');
  expect(platform.bus.current('page/error')).toBeFalsy();
});

test('a path the remote does not have raises the shell’s 404', async () => {
  const { platform } = renderWithPlatform(<Root />, { route: '/nope' });
  await waitFor(() =>
    expect(platform.bus.current('page/error')).toMatchObject({ status: 404, path: '/nope' }),
  );
});

test("shows 'No results found.' for an empty feed", async () => {
  renderHome({ [FEATURED]: () => makeFeedResponse([], {}) });
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
});

test('pages by scroll: the viewport reaching the item one before the end of the shortest column asks for the next cursor and appends', async () => {
  // No layout in jsdom: the list's top is set by hand (px from the viewport's top; the viewport is 768 tall).
  let listTop = 900;
  const rect = mockListTop(() => listTop);
  try {
    const { fetchMock } = renderHome({
      [FEATURED]: (request) =>
        request.url.searchParams.get('next') === 'cursor-2'
          ? makeFeedResponse(postsPage(5, 2), { next: null }, [profile])
          : makeFeedResponse(postsPage(1, 4), { next: 'cursor-2' }, [profile]),
    });
    await screen.findByRole('img', { name: 'Look 4' });
    // Below the fold: the shortest column's card one before its end (or its first) is not reached yet.
    expect(fetchMock.callsTo(FEATURED)).toHaveLength(1);

    listTop = 700;
    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByRole('img', { name: 'Look 6' })).toBeInTheDocument();
    expect(fetchMock.callsTo(FEATURED).map((call) => call.url.searchParams.get('next'))).toEqual([
      null,
      'cursor-2',
    ]);
    const feed = screen.getByRole('region', { name: 'Discover' });
    const items = within(feed)
      .getAllByRole('listitem')
      .filter((li) => li.dataset['key']);
    expect(items).toHaveLength(6);
    expect(items.map((li) => li.getAttribute('aria-posinset'))).toEqual(['1', '2', '3', '4', '5', '6']);

    // The last page: scrolling on asks for nothing more.
    listTop = -2000;
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.callsTo(FEATURED)).toHaveLength(2);
  } finally {
    rect.mockRestore();
  }
});

test("cards show up to 3 product tiles linking to the product page and a '+N' link to the post", async () => {
  const { fetchMock } = renderHome({ [FEATURED]: () => makeFeedResponse(postsPage(1, 1, 6), {}, [profile]) });
  const products = await screen.findByRole('list', { name: 'Products in this post' });
  await waitFor(() =>
    expect(within(products).getAllByRole('link', { name: /^Item prod-1-\d$/ })).toHaveLength(3),
  );
  expect(within(products).getByRole('link', { name: 'Item prod-1-0' })).toHaveAttribute(
    'href',
    '/products/details-prod-1-0?li=post-1',
  );
  expect(within(products).getByRole('link', { name: 'View 3 more products' })).toHaveAttribute(
    'href',
    '/post/post-1',
  );
  expect(fetchMock.callsTo(PRODUCTS).flatMap((call) => call.url.searchParams.getAll('ids'))).toEqual([
    'prod-1-0',
    'prod-1-1',
    'prod-1-2',
  ]);
});

test('liking logged out remembers the post and goes to signup with the prompt', async () => {
  const user = userEvent.setup();
  renderHome({ [FEATURED]: () => makeFeedResponse(postsPage(1, 1), {}, [profile]) });
  await user.click(await screen.findByRole('button', { name: 'Like post by ana' }));
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
    '/signup?shopltk-signup-prompt=favorite-post',
  );
  expect(localStorage.getItem(STORAGE_KEYS.favoritePost)).toBe('post-1');
});

test('liking logged in creates the like and presses the button', async () => {
  const user = userEvent.setup();
  const likes: { ltkId: string; dateLiked: string }[] = [];
  const { fetchMock, platform } = renderHome(
    {
      [FEATURED]: () => makeFeedResponse(postsPage(1, 1), {}, [profile]),
      'GET /v2/likes/': () => ({ likes, meta: {} }),
      'POST /v2/likes/': (request) => {
        const like = {
          ltkId: (request.body as { ltk_id: string }).ltk_id,
          dateLiked: '2026-11-21T00:00:00.000Z',
        };
        likes.unshift(like);
        return { like };
      },
    },
    { auth: makeAuthState() },
  );
  const like = await screen.findByRole('button', { name: 'Like post by ana' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  const events: unknown[] = [];
  platform.bus.on('analytics/event').subscribe((event) => events.push(event));
  await user.click(like);
  await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
  expect(fetchMock.callsTo('POST /v2/likes/')[0]?.body).toEqual({
    like_type: 'CLICK',
    network: 'LTK',
    ltk_id: 'post-1',
  });
  expect(fetchMock.callsTo('POST /v2/likes/')[0]?.headers.authorization).toBe('Bearer access-token');
  expect(events).toContainEqual({ name: '/like', properties: { postId: 'post-1' } });
});

test('titles the page per tab; the Discover tab is current and the tabs link to the other feeds', async () => {
  const user = userEvent.setup();
  const { fetchMock, titles } = renderHome({
    [FEATURED]: () => makeFeedResponse(postsPage(1, 1), {}, [profile]),
    'GET /v3/activities/posts/global/trending': () => makeFeedResponse(postsPage(7, 1), {}, [profile]),
  });
  await screen.findByRole('img', { name: 'Look 1' });
  // The shell applies the '%s | LTK' template; the remote only publishes its title.
  await waitFor(() => expect(titles).toEqual(['Discover']));
  expect(document.title).toBe('');
  const nav = screen.getByRole('navigation', { name: 'Home feeds' });
  expect(within(nav).getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Following' })).toHaveAttribute('href', '/home/following');
  await user.click(within(nav).getByRole('link', { name: 'For you' }));
  expect(await screen.findByRole('img', { name: 'Look 7' })).toBeInTheDocument();
  await waitFor(() => expect(titles).toEqual(['Discover', 'For you']));
  expect(fetchMock.callsTo('GET /v3/activities/posts/global/trending')[0]?.url.searchParams.get('rank')).toBe(
    '24h',
  );
});

test('the Following tab asks logged-out visitors to log in or sign up instead of fetching', async () => {
  const { fetchMock } = renderWithPlatform(<Root />, { route: '/home/following' });
  expect(await screen.findByText('Log in to see posts from the creators you follow.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signup?shopltk-signup-prompt=discover',
  );
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fhome%2Ffollowing',
  );
  expect(fetchMock.callsTo('GET /v3/activities/posts/user/')).toHaveLength(0);
});
