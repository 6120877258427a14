import type { ShopPostHit } from '@ltk/contracts';
import {
  LocationProbe,
  createTestPlatform,
  installIntersectionObserver,
  makeFeedResponse,
  makePost,
  makeProfile,
  renderWithPlatform,
  reply,
  type MockHandler,
} from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from './root';

// Whole-shop renders with typing: slower than jest's 5 s default on a loaded 2-core machine.
jest.setTimeout(20_000);

const creator = makeProfile({ id: 'prof-1', displayName: 'jane.doe' });
const post = (id: string) => makePost({ id, profileId: 'prof-1', caption: `Post ${id}` });
const recent = [post('r1'), post('r2')];

type SearchBody = { query: string; ranking: string; page: number; profileId: string };

function routes(
  search: (body: SearchBody) => { hits: ShopPostHit[]; nbHits: number; nbPages: number; page: number },
  overrides: Record<string, MockHandler> = {},
): Record<string, MockHandler> {
  return {
    'GET /v2/profiles/': () => ({ profiles: [creator] }),
    'GET /v2/followers_statistics/': () => ({
      followersStatistics: { profileId: 'prof-1', followersCount: 3 },
    }),
    'GET /v3/activities/posts/profile/prof-1': () => makeFeedResponse(recent, { next: null }, [creator]),
    'GET /v3/activities/products/profiles/prof-1': () => ({ activities: [], meta: { next: null } }),
    'GET /v2/products/': () => ({ products: [] }),
    'GET /v2/ltks': ({ url }) => ({
      ltks: url.searchParams.getAll('ids').map(post),
      profiles: [creator],
      products: [],
      mediaObjects: [],
      meta: {},
    }),
    'POST /v2/search/shop': ({ body }) => search(body as SearchBody),
    // The creator's products for the term (none here: the posts are what these tests follow).
    'POST /v2/search/shop/products': () => null,
    ...overrides,
  };
}

const hit = (objectId: string, pinnedAt: string | null = null) => ({ objectId, pinnedAt });

describe('shop search', () => {
  it('searches after typing, pins only among the first 3 hits, pages while pages remain', async () => {
    const io = installIntersectionObserver();
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes(({ page }) =>
        page === 0
          ? {
              hits: [hit('a'), hit('b', '2026-01-02T00:00:00Z'), hit('c'), hit('d', '2026-02-01T00:00:00Z')],
              nbHits: 5,
              nbPages: 2,
              page: 0,
            }
          : { hits: [hit('e')], nbHits: 5, nbPages: 2, page: 1 },
      ),
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: "Search jane.doe's shop" }), ' knit ');
    // A search landmark of its own, named apart from the header's.
    expect(screen.getByRole('search', { name: "Search jane.doe's shop" })).toBeInTheDocument();

    const results = await screen.findByRole('region', { name: 'Results for knit' });
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(4));
    const captions = within(results)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'))
      .filter((alt) => alt?.startsWith('Post '));
    expect(captions).toEqual(['Post b', 'Post a', 'Post c', 'Post d']);
    expect(within(results).getAllByText('Pinned')).toHaveLength(1);
    const first = fetchMock.callsTo('POST /v2/search/shop')[0]?.body as SearchBody;
    expect(first).toMatchObject({
      query: 'knit',
      ranking: 'recent',
      page: 0,
      profileId: 'prof-1',
      limit: 36,
    });

    const items = within(results).getAllByRole('listitem');
    for (const item of items) io.intersect(item);
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(5));
    expect(fetchMock.callsTo('POST /v2/search/shop').map((call) => (call.body as SearchBody).page)).toEqual([
      0, 1,
    ]);
    for (const item of within(results).getAllByRole('listitem')) io.intersect(item);
    expect(fetchMock.callsTo('POST /v2/search/shop')).toHaveLength(2);
  });

  it('Relevant is its own search; an all-zero answer is an empty list; an empty term shows recent posts', async () => {
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes(({ query }) =>
        query === 'none'
          ? { hits: [], nbHits: 0, nbPages: 0, page: 0 }
          : { hits: [hit('a')], nbHits: 1, nbPages: 1, page: 0 },
      ),
    });
    const box = await screen.findByRole('searchbox', { name: "Search jane.doe's shop" });
    expect(await screen.findByRole('img', { name: 'Post r1' })).toBeInTheDocument();
    await userEvent.type(box, 'knit');
    await screen.findByRole('region', { name: 'Results for knit' });
    await userEvent.click(screen.getByRole('tab', { name: 'Relevant' }));
    expect(screen.getByRole('tab', { name: 'Relevant' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(fetchMock.callsTo('POST /v2/search/shop').map((c) => (c.body as SearchBody).ranking)).toEqual([
        'recent',
        'relevant',
      ]),
    );

    await userEvent.clear(box);
    await userEvent.type(box, 'none');
    const empty = await screen.findByRole('region', { name: 'Results for none' });
    expect(await within(empty).findByText('No results found.')).toBeInTheDocument();

    await userEvent.clear(box);
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Post r1' })).toBeInTheDocument();
  });

  it('a new term clears the results of the old one: going back searches again', async () => {
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes(() => ({ hits: [hit('a')], nbHits: 1, nbPages: 1, page: 0 })),
    });
    const box = await screen.findByRole('searchbox', { name: "Search jane.doe's shop" });
    await userEvent.type(box, 'knit');
    await screen.findByRole('region', { name: 'Results for knit' });
    await userEvent.clear(box);
    await userEvent.type(box, 'denim');
    await screen.findByRole('region', { name: 'Results for denim' });
    await userEvent.clear(box);
    await userEvent.type(box, 'knit');
    await screen.findByRole('region', { name: 'Results for knit' });
    await waitFor(() =>
      expect(fetchMock.callsTo('POST /v2/search/shop').map((c) => (c.body as SearchBody).query)).toEqual([
        'knit',
        'denim',
        'knit',
      ]),
    );
  });
});

describe('shop tabs', () => {
  it('are links to the tab paths; the tab of a sub-page is current', async () => {
    renderWithPlatform(<Root />, {
      route: '/explore/jane.doe/chat',
      routes: routes(() => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 })),
    });
    const nav = await screen.findByRole('navigation', { name: "jane.doe's shop" });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/explore/jane.doe',
      '/explore/jane.doe/collections',
      '/explore/jane.doe/productsets',
      '/explore/jane.doe/giftguides',
      '/explore/jane.doe/chat',
    ]);
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Chat with jane.doe' })).toBeInTheDocument();
  });

  it('an unknown creator raises the 404 page error with section 5 words', async () => {
    const { pageError } = renderWithPlatform(<Root />, {
      route: '/explore/nobody/productsets',
      routes: routes(() => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 }), {
        'GET /v2/profiles/': () => ({ profiles: [] }),
      }),
    });
    await waitFor(() =>
      expect(pageError()).toMatchObject({
        status: 404,
        message: expect.stringContaining('No profile id found for display name nobody') as unknown,
      }),
    );
  });

  it('reopens the last tab when the shopper comes back to the shop root', async () => {
    const testPlatform = createTestPlatform({
      routes: routes(() => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 })),
    });
    const tree = (
      <>
        <Root />
        <LocationProbe />
      </>
    );
    const first = renderWithPlatform(tree, { route: '/explore/jane.doe/chat', testPlatform });
    await screen.findByRole('heading', { name: 'Chat with jane.doe' });
    first.unmount();
    renderWithPlatform(tree, { route: '/explore/jane.doe', testPlatform });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/explore/jane.doe/chat'));
    await userEvent.click(screen.getByRole('link', { name: 'Posts' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/explore\/jane\.doe$/);
    expect(await screen.findByRole('img', { name: 'Post r1' })).toBeInTheDocument();
  });
});

describe('gift guides tab', () => {
  const guide = (id: string, audience: string) => ({
    id,
    collectionId: id,
    profileId: 'prof-1',
    title: `Guide ${id}`,
    subtype: 'GIFT_GUIDE',
    productCount: 3,
    description: '',
    coverPhotoUrls: [],
    attributes: { audience, occasion: null },
    createdAt: '2026-11-01T00:00:00Z',
  });

  it('keeps loading past a page whose guides are all for unknown recipients', async () => {
    installIntersectionObserver();
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/explore/jane.doe/giftguides',
      routes: routes(() => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 }), {
        'GET /gift_guide/get_localized_categories': () => ({
          locale: 'en',
          recipients: [{ key: 'HER', status: 'ACTIVE', value: 'For Her' }],
          occasions: [],
        }),
        'GET /shop_product/get_shop_product_collections': ({ url }) =>
          url.searchParams.get('next')
            ? { shopProductCollections: [guide('g3', 'HER')], meta: { next: null } }
            : {
                shopProductCollections: [guide('g1', 'ALIENS'), guide('g2', 'ROBOTS')],
                meta: { next: 'p2' },
              },
      }),
    });
    expect(await screen.findByText('Guide g3')).toBeInTheDocument();
    expect(screen.queryByText('Guide g1')).not.toBeInTheDocument();
    expect(fetchMock.callsTo('GET /shop_product/get_shop_product_collections')).toHaveLength(2);
  });
});

describe('the display name left out', () => {
  const collection = {
    id: 'col-1',
    collectionId: 'col-1',
    profileId: 'prof-1',
    title: 'Fall edit',
    rank: 0,
    itemCount: 0,
    latestItemIds: [],
    createdAt: '2026-11-01T00:00:00Z',
  };
  const tree = (
    <>
      <Root />
      <LocationProbe />
    </>
  );

  it('/explore/chat is the app chat page', async () => {
    renderWithPlatform(tree, {
      route: '/explore/chat',
      routes: routes(() => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 })),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ltk-chat$/));
  });

  it("/explore/collections/:id goes to the collection in its creator's shop", async () => {
    renderWithPlatform(tree, {
      route: '/explore/collections/col-1',
      routes: routes(() => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 }), {
        'GET /v1/collections/col-1': () => ({ collection }),
        'GET /v1/collections/col-1/items': () => ({ items: [], posts: [], meta: { next: null, limit: 36 } }),
      }),
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/explore\/jane\.doe\/collections\/col-1$/),
    );
    expect(await screen.findByRole('heading', { name: 'Fall edit' })).toBeInTheDocument();
  });

  const set = (id: string, subtype: string) => ({
    id,
    collectionId: id,
    profileId: 'prof-1',
    title: `Set ${id}`,
    subtype,
    productCount: 0,
    description: '',
    coverPhotoUrls: [],
    attributes: { audience: null, occasion: null },
    createdAt: '2026-11-01T00:00:00Z',
  });

  it.each([
    ['/explore/productsets/set-1', 'PRODUCT_SET', /^\/explore\/jane\.doe\/productsets\/set-1$/],
    [
      '/explore/productsets/set-1/prod-7',
      'PRODUCT_SET',
      /^\/explore\/jane\.doe\/productsets\/set-1\/prod-7$/,
    ],
    ['/explore/giftguides/set-1/prod-7', 'GIFT_GUIDE', /^\/explore\/jane\.doe\/giftguides\/set-1\/prod-7$/],
  ])("%s goes to the set in its creator's shop, the product kept", async (route, subtype, to) => {
    const { fetchMock } = renderWithPlatform(tree, {
      route,
      routes: routes(() => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 }), {
        'GET /shop_product/get_shop_product_collection': () => ({
          shopProductCollection: set('set-1', subtype),
        }),
      }),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(to));
    expect(
      fetchMock
        .callsTo('GET /shop_product/get_shop_product_collection')[0]
        ?.url.searchParams.get('collection_id'),
    ).toBe('set-1');
  });

  it('/explore/giftguides/:id of no set is the 404 page error', async () => {
    const { platform } = renderWithPlatform(tree, {
      route: '/explore/giftguides/set-9',
      routes: routes(() => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 }), {
        'GET /shop_product/get_shop_product_collection': () =>
          reply(404, { status: 404, error_code: 'not_found' }),
      }),
    });
    await waitFor(() => expect(platform.bus.current('page/error')).toMatchObject({ status: 404 }));
  });

  it('/explore/collections/:id of no collection is the 404 page error', async () => {
    const { platform } = renderWithPlatform(tree, {
      route: '/explore/collections/col-9',
      routes: routes(() => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 }), {
        'GET /v1/collections/col-9': () => reply(404, { status: 404, error_code: 'not_found' }),
      }),
    });
    await waitFor(() => expect(platform.bus.current('page/error')).toMatchObject({ status: 404 }));
  });
});
