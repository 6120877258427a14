import { ANALYTICS_EVENTS, type AnalyticsEventPayload, type NavigatePayload } from '@ltk/contracts';
import {
  expectPageNotFound,
  hang,
  makeAuthState,
  makeShoppablePost,
  renderWithPlatform,
  reply,
  retryPageError,
  type MockHandler,
} from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from './root';

const {
  profile: creator,
  post,
  products,
  details,
} = makeShoppablePost({
  profile: { id: 'prof-1', displayName: 'jane.doe' },
  post: { id: 'post-1', caption: 'Cozy fall knits', productIds: ['pr-2', 'pr-1'] },
  products: [
    {
      product: { id: 'pr-1', hyperlink: 'https://retailer.test/pd-1' },
      details: { id: 'pd-1', name: 'Cable knit sweater', advertiserName: 'Nordstrom', price: 89 },
    },
    {
      product: { id: 'pr-2', hyperlink: 'https://retailer.test/pd-2' },
      details: { id: 'pd-2', name: 'Wool beanie', advertiserName: 'Madewell', price: 25.5 },
    },
  ],
});

function routes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /v2/ltks': ({ url }) => ({
      ltks: url.searchParams.getAll('ids').includes('post-1') ? [post] : [],
      profiles: [creator],
      products: [],
      mediaObjects: [],
      meta: {},
    }),
    'GET /v3/posts/post-1/products': () => ({ products, productDetails: details, mediaObjects: [] }),
    'GET /v2/likes/': () => ({ likes: [], meta: { limit: 30 } }),
    ...overrides,
  };
}

describe('post page /post/:id', () => {
  it('shows a spinner while the post loads', () => {
    renderWithPlatform(<Root />, {
      route: '/post/post-1',
      routes: routes({ 'GET /v2/ltks': hang }),
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the hero, caption, creator link and the products in post order', async () => {
    renderWithPlatform(<Root />, { route: '/post/post-1', routes: routes() });
    const hero = await screen.findByRole('img', { name: 'Cozy fall knits' });
    expect(hero.getAttribute('src')).toContain('w=450');
    expect(screen.getByRole('link', { name: 'jane.doe' })).toHaveAttribute('href', '/explore/jane.doe');
    const tiles = await screen.findAllByRole('article', { name: /Cable knit sweater|Wool beanie/ });
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Wool beanie',
      'Cable knit sweater',
    ]);
    expect(within(tiles[0]!).getByText('$25.50')).toBeInTheDocument();
    expect(within(tiles[0]!).getByText('Madewell')).toBeInTheDocument();
    expect(within(tiles[0]!).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      'https://retailer.test/pd-2',
    );
    expect(within(tiles[0]!).getByRole('link', { name: 'Wool beanie' })).toHaveAttribute(
      'href',
      '/products/pd-2?li=post-1',
    );
  });

  it("publishes 'Post by {creator}' as the page title of a post without a title, nothing while loading", async () => {
    const { titles } = renderWithPlatform(<Root />, { route: '/post/post-1', routes: routes() });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(titles).toEqual([]);
    expect(await screen.findByRole('img', { name: 'Cozy fall knits' })).toBeInTheDocument();
    await waitFor(() => expect(titles).toEqual(['Post by jane.doe']));
  });

  it("publishes the post's own title when it has one", async () => {
    const { titles } = renderWithPlatform(<Root />, {
      route: '/post/post-1',
      routes: routes({
        'GET /v2/ltks': () => ({
          ltks: [{ ...post, title: 'My fall edit' }],
          profiles: [creator],
          products: [],
          mediaObjects: [],
          meta: {},
        }),
      }),
    });
    expect(await screen.findByRole('img', { name: 'Cozy fall knits' })).toBeInTheDocument();
    await waitFor(() => expect(titles).toEqual(['My fall edit']));
  });

  it('plays the post video instead of the hero image when the post has one', async () => {
    const video = { type: 'video', url: 'http://api.test/videos/mo-v.mp4', width: 720, height: 1280 };
    renderWithPlatform(<Root />, {
      route: '/post/post-1',
      routes: routes({
        'GET /v2/ltks': () => ({
          ltks: [{ ...post, media: [video] }],
          profiles: [creator],
          products: [],
          mediaObjects: [],
          meta: {},
        }),
      }),
    });
    const player = await screen.findByLabelText('Cozy fall knits');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', 'http://api.test/videos/mo-v.mp4');
  });

  describe("'More from {creator}' under the post", () => {
    const others = [2, 3, 4].map((n) => ({ ...post, id: `post-${n}`, caption: `Look ${n}` }));
    const creatorPosts = (pages: Record<string, typeof others>) =>
      routes({
        'GET /v2/ltks': ({ url }) => {
          if (url.searchParams.has('ids'))
            return { ltks: [post], profiles: [creator], products: [], mediaObjects: [], meta: {} };
          const page = pages[url.searchParams.get('last_id') ?? ''] ?? [];
          const lastId = page.at(-1)?.id ?? null;
          return {
            ltks: page,
            mediaObjects: [],
            meta: { lastId, nextUrl: lastId === 'post-2' ? `/v2/ltks?last_id=${lastId}` : null, limit: 12 },
          };
        },
      });

    it("lists the creator's other posts as links named by their captions, and pages with last_id", async () => {
      const user = userEvent.setup();
      const { fetchMock } = renderWithPlatform(<Root />, {
        route: '/post/post-1',
        routes: creatorPosts({ '': [post, others[0]!], 'post-2': [others[1]!, others[2]!] }),
      });
      const list = await screen.findByRole('list', { name: 'More from jane.doe' });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/post/post-2']);
      expect(within(list).getByRole('img', { name: 'Look 2' })).toBeInTheDocument();
      const first = fetchMock
        .callsTo('GET /v2/ltks')
        .find((call) => call.url.searchParams.has('profile_id'))!;
      expect(first.url.searchParams.get('profile_id')).toBe('prof-1');
      expect(first.url.searchParams.get('limit')).toBe('12');
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
      expect(
        within(list)
          .getAllByRole('img')
          .map((img) => img.getAttribute('alt')),
      ).toEqual(['Look 2', 'Look 3', 'Look 4']);
      const last = fetchMock.callsTo('GET /v2/ltks').at(-1)!;
      expect(last.url.searchParams.get('last_id')).toBe('post-2');
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    });

    it('shows nothing when the creator has no other post', async () => {
      const { fetchMock } = renderWithPlatform(<Root />, {
        route: '/post/post-1',
        routes: creatorPosts({ '': [post] }),
      });
      await screen.findByRole('img', { name: 'Cozy fall knits' });
      await waitFor(() =>
        expect(
          fetchMock.callsTo('GET /v2/ltks').some((call) => call.url.searchParams.has('profile_id')),
        ).toBe(true),
      );
      await waitFor(() => expect(screen.queryByText('Loading more posts')).not.toBeInTheDocument());
      expect(screen.queryByRole('heading', { name: 'More from jane.doe' })).not.toBeInTheDocument();
    });

    it('says so with Try Again when they fail to load, and recovers', async () => {
      const user = userEvent.setup();
      let fail = true;
      const working = creatorPosts({ '': [post, others[0]!] });
      renderWithPlatform(<Root />, {
        route: '/post/post-1',
        routes: {
          ...working,
          'GET /v2/ltks': (request) =>
            fail && request.url.searchParams.has('profile_id')
              ? reply(500, { status: 500, error_code: 'boom', developer_message: 'boom' })
              : working['GET /v2/ltks']!(request),
        },
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('These posts could not be loaded.');
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
      const list = await screen.findByRole('list', { name: 'More from jane.doe' });
      expect(within(list).getByRole('link')).toHaveAttribute('href', '/post/post-2');
    });
  });

  it('serves /posts/:id too', async () => {
    renderWithPlatform(<Root />, { route: '/posts/post-1', routes: routes() });
    expect(await screen.findByRole('img', { name: 'Cozy fall knits' })).toBeInTheDocument();
  });

  it('says so when the post has no products (null body)', async () => {
    renderWithPlatform(<Root />, {
      route: '/post/post-1',
      routes: routes({ 'GET /v3/posts/post-1/products': () => null }),
    });
    expect(await screen.findByText('No products in this post.')).toBeInTheDocument();
  });

  it('shows the 404 text for an unknown post and for an invalid id', async () => {
    const missing = renderWithPlatform(<Root />, { route: '/post/missing', routes: routes() });
    await expectPageNotFound(missing);
    missing.unmount();
    const invalid = renderWithPlatform(<Root />, { route: '/post/%3Cbad%3E', routes: routes() });
    await expectPageNotFound(invalid);
    expect(invalid.fetchMock.calls).toHaveLength(0);
  });

  it('shows an error with Try Again and recovers', async () => {
    let fail = true;
    const ok = routes()['GET /v2/ltks']!;
    renderWithPlatform(<Root />, {
      route: '/post/post-1',
      routes: routes({
        'GET /v2/ltks': (request) =>
          fail ? reply(503, { status: 503, error_code: 'unavailable' }) : ok(request),
      }),
    });
    await retryPageError(() => (fail = false));
    expect(await screen.findByRole('img', { name: 'Cozy fall knits' })).toBeInTheDocument();
  });

  it('likes the post when logged in', async () => {
    const likes: { ltkId: string; dateLiked: string }[] = [];
    const { fetchMock, platform } = renderWithPlatform(<Root />, {
      route: '/post/post-1',
      auth: makeAuthState(),
      routes: routes({
        'GET /v2/likes/': () => ({ likes, meta: { limit: 30 } }),
        'POST /v2/likes/': () => {
          likes.push({ ltkId: 'post-1', dateLiked: '2026-11-21T00:00:00Z' });
          return { like: likes[0] };
        },
      }),
    });
    const events: AnalyticsEventPayload[] = [];
    platform.bus.on('analytics/event').subscribe((event) => events.push(event));
    await screen.findByRole('img', { name: 'Cozy fall knits' });
    const like = screen.getByRole('button', { name: 'Like post by jane.doe' });
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(fetchMock.callsTo('POST /v2/likes/')).toHaveLength(1);
    expect(events.map((event) => event.name)).toContain(ANALYTICS_EVENTS.like);
  });

  it('shows an existing like of the post when logged in', async () => {
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/post/post-1',
      auth: makeAuthState(),
      routes: routes({
        'GET /v2/likes/': () => ({
          likes: [{ ltkId: 'post-1', dateLiked: '2026-11-20T00:00:00Z' }],
          meta: { limit: 30 },
        }),
      }),
    });
    await screen.findByRole('img', { name: 'Cozy fall knits' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like post by jane.doe' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(fetchMock.callsTo('GET /v2/likes/')[0]?.url.searchParams.getAll('ltk_ids')).toEqual(['post-1']);
  });

  it('wishes a product of the post when logged in', async () => {
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/post/post-1',
      auth: makeAuthState(),
      routes: routes({
        'GET /v2/wishes/': () => ({ wishes: [], meta: { limit: 36 } }),
        'POST /v2/wishes/': () => ({ wish: { id: 'w-1', ltkProductId: 'pr-2' } }),
      }),
    });
    const tile = await screen.findByRole('article', { name: 'Wool beanie' });
    await waitFor(() => expect(fetchMock.callsTo('GET /v2/wishes/')).toHaveLength(1));
    const heart = within(tile).getByRole('button', { name: 'Save Wool beanie' });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fetchMock.callsTo('POST /v2/wishes/')[0]?.body).toEqual({ ltk_product_id: 'pr-2' });
  });

  it('sends a logged-out like to signup', async () => {
    const { platform } = renderWithPlatform(<Root />, { route: '/post/post-1', routes: routes() });
    const navigations: NavigatePayload[] = [];
    platform.bus.on('navigate').subscribe((payload) => navigations.push(payload));
    await screen.findByRole('img', { name: 'Cozy fall knits' });
    await userEvent.click(screen.getByRole('button', { name: 'Like post by jane.doe' }));
    await waitFor(() => expect(navigations).toEqual([{ to: '/signup?shopltk-signup-prompt=favorite-post' }]));
  });
});
