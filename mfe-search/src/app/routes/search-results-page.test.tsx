import type { RenderWithPlatformOptions } from '@ltk/testing';
import { LocationProbe, makeAuthState, makeShoppablePost, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchResultsPage } from './search-results-page';
import { strings } from '../../i18n/strings';

const {
  profile,
  post,
  products: [product],
  details: [productDetails],
} = makeShoppablePost({
  profile: { id: 'profile-1', displayName: 'sunnystyle' },
  post: { id: 'post-1' },
  products: [{ product: { id: 'product-1' }, details: { id: 'details-1', name: 'Linen dress' } }],
});

const category = {
  subtitle: '',
  url: '',
  imageUrl: '/images/category/x/salealert.jpg',
  actions: [{ actionType: 'v1_hashtag', feedHashtag: 'salealert' }],
};

const page = (hits: unknown[], nbHits = hits.length, pageNo = 0, nbPages = 1) => ({
  data: { hits, nbHits, nbPages, page: pageNo },
});
const postHit = {
  objectId: 'post-1',
  id: 'post-1',
  type: 'post',
  query: 'Summer dress',
  postProfileId: 'profile-1',
  postProfileDisplay: 'sunnystyle',
};

function renderPage(
  route: string,
  routes: RenderWithPlatformOptions['routes'],
  auth?: RenderWithPlatformOptions['auth'],
  testPlatform?: RenderWithPlatformOptions['testPlatform'],
) {
  const result = renderWithPlatform(
    <strings.WithStrings>
      <SearchResultsPage />
      <LocationProbe />
    </strings.WithStrings>,
    {
      route,
      auth,
      testPlatform,
      routes: {
        'GET /v2/likes/': () => ({ likes: [], meta: {} }),
        'POST /v1/analytics/clicks': () => reply(202, { accepted: true }),
        'GET /v2/ltks': () => ({
          ltks: [post],
          profiles: [profile],
          products: [product],
          mediaObjects: [],
          meta: {},
        }),
        'GET /v2/product_details/': () => ({
          productDetails: [productDetails],
        }),
        ...routes,
      },
    },
  );
  return result;
}

describe('SearchResultsPage', () => {
  const bubbles = () => ({
    modules: [
      {
        id: 'v1_bubbles',
        type: 'v1_bubbles',
        title: 'Shop by category',
        items: [
          { ...category, key: 'salealert', title: 'Sale Alert' },
          { ...category, key: 'findsunder50', title: 'Finds Under $50' },
        ],
      },
    ],
  });

  it('asks for a keyword when there is none, with the category bubbles under it', async () => {
    const { fetchMock, titles } = renderPage('/search', {
      'POST /v1/presentation/modules/v1_bubbles': bubbles,
    });
    expect(screen.getByText('Type a keyword to search posts and creators.')).toBeInTheDocument();
    expect(titles).toEqual(['Search']);
    const list = await screen.findByRole('list', { name: 'Shop by category' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sale Alert', '/categories/salealert'],
      ['Finds Under $50', '/categories/findsunder50'],
    ]);
    expect(fetchMock.calls).toHaveLength(1);
    expect(fetchMock.callsTo('POST /v1/presentation/modules/v1_bubbles')[0]?.body).toEqual({
      country_code: 'us',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      version: '1',
    });
  });

  it('leaves the bubbles out when they fail to load or there are none, and keeps the prompt', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderPage('/search', {
      'POST /v1/presentation/modules/v1_bubbles': () =>
        reply(500, { status: 500, error_code: 'boom', developer_message: 'boom' }),
    });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error fetching category bubbles', expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Shop by category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Type a keyword to search posts and creators.')).toBeInTheDocument();
    unmount();
    const { fetchMock } = renderPage('/search', {
      'POST /v1/presentation/modules/v1_bubbles': () => ({ modules: [] }),
    });
    await waitFor(() =>
      expect(fetchMock.callsTo('POST /v1/presentation/modules/v1_bubbles')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByText('Loading categories')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Shop by category' })).not.toBeInTheDocument();
  });

  it('shows post results (default type) as feed cards, 20 per page', async () => {
    const { fetchMock, titles } = renderPage('/search?keyword=dress', {
      'POST /v2/search/post/': () => page([postHit]),
    });
    expect(await screen.findByRole('article', { name: 'Post by sunnystyle' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(titles).toEqual(['dress - Search']));
    expect(fetchMock.callsTo('POST /v2/search/post/')[0]?.body).toMatchObject({
      query: 'dress',
      page: 0,
      limit: 20,
    });
    expect(fetchMock.callsTo('GET /v2/ltks')[0]?.url.searchParams.getAll('ids')).toEqual(['post-1']);
  });

  it('shows the loaded results again at once when the page comes back (Back from a post), without searching again', async () => {
    const first = renderPage('/search?keyword=dress', {
      'POST /v2/search/post/': () => page([postHit]),
    });
    expect(await screen.findByRole('article', { name: 'Post by sunnystyle' })).toBeInTheDocument();
    first.unmount();
    const { platform, fetchMock } = first;
    const again = renderPage('/search?keyword=dress', {}, undefined, { platform, fetchMock });
    expect(again.getByRole('article', { name: 'Post by sunnystyle' })).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /v2/search/post/')).toHaveLength(1);
    again.unmount();
    // Another keyword is searched.
    renderPage('/search?keyword=linen', {}, undefined, { platform, fetchMock });
    await waitFor(() => expect(fetchMock.callsTo('POST /v2/search/post/')).toHaveLength(2));
    expect(fetchMock.callsTo('POST /v2/search/post/')[1]?.body).toMatchObject({ query: 'linen' });
  });

  it('shows the empty state', async () => {
    renderPage('/search?keyword=zzz', { 'POST /v2/search/post/': () => page([]) });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('retries a failed search once before showing results', async () => {
    let calls = 0;
    renderPage('/search?keyword=dress', {
      'POST /v2/search/post/': () =>
        ++calls === 1
          ? reply(500, { status: 500, error_code: 'boom', developer_message: 'boom' })
          : page([postHit]),
    });
    expect(await screen.findByRole('article', { name: 'Post by sunnystyle' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the error with Try Again after the retry fails, and Try Again searches again', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { fetchMock } = renderPage('/search?keyword=dress', {
      'POST /v2/search/post/': () =>
        fail ? reply(500, { status: 500, error_code: 'boom', developer_message: 'boom' }) : page([postHit]),
    });
    expect(await screen.findByText('Error Loading LTKs.')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /v2/search/post/')).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith('Search failed', expect.anything());
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Post by sunnystyle' })).toBeInTheDocument();
  });

  it('switches to creators with the tabs and links each creator to their shop', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage('/search?keyword=sunny', {
      'POST /v2/search/post/': () => page([postHit]),
      'POST /v2/search/creator/': () =>
        page([
          {
            objectId: 'profile-1',
            id: 'profile-1',
            type: 'profile',
            query: 'sunnystyle',
            postProfileDisplay: 'sunnystyle',
            imageLink: null,
          },
        ]),
    });
    await user.click(screen.getByRole('tab', { name: 'Creators' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=sunny&type=profile');
    const link = await screen.findByRole('link', { name: /sunnystyle/ });
    expect(link).toHaveAttribute('href', '/explore/sunnystyle');
    expect(fetchMock.callsTo('POST /v2/search/creator/')[0]?.body).toMatchObject({
      query: 'sunny',
      page: 0,
      limit: 3,
    });
  });

  it("reports a logged-in user's click on a post result to POST /v1/analytics/clicks", async () => {
    const user = userEvent.setup();
    const { fetchMock, platform } = renderPage(
      '/search?keyword=dress',
      { 'POST /v2/search/post/': () => page([postHit]) },
      makeAuthState(),
    );
    const events: unknown[] = [];
    platform.bus.on('analytics/event').subscribe((event) => events.push(event));
    const card = await screen.findByRole('article', { name: 'Post by sunnystyle' });
    await user.click(within(card).getAllByRole('link', { name: /sunnystyle|post/i })[0]!);
    await waitFor(() => expect(fetchMock.callsTo('POST /v1/analytics/clicks')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /v1/analytics/clicks')[0]?.body).toMatchObject({
      event: 'search_result_click',
      platform: 'web',
      search_string: 'dress',
      content_id: 'post-1',
      content_type: 'post',
      click_position: 1,
    });
    expect(events).toEqual([expect.objectContaining({ name: '/search/click' })]);
  });

  it('reports a creator result click too, but sends nothing to the api when logged out', async () => {
    const user = userEvent.setup();
    const creatorHit = { objectId: 'profile-1', id: 'profile-1', type: 'profile', query: 'sunnystyle' };
    const loggedIn = renderPage(
      '/search?keyword=sunny&type=profile',
      { 'POST /v2/search/creator/': () => page([creatorHit]) },
      makeAuthState(),
    );
    await user.click(await screen.findByRole('link', { name: /sunnystyle/ }));
    await waitFor(() =>
      expect(loggedIn.fetchMock.callsTo('POST /v1/analytics/clicks')[0]?.body).toMatchObject({
        content_id: 'profile-1',
        content_type: 'profile',
        click_position: 1,
      }),
    );
    loggedIn.unmount();
    const loggedOut = renderPage('/search?keyword=sunny&type=profile', {
      'POST /v2/search/creator/': () => page([creatorHit]),
    });
    const events: unknown[] = [];
    loggedOut.platform.bus.on('analytics/event').subscribe((event) => events.push(event));
    await user.click(await screen.findByRole('link', { name: /sunnystyle/ }));
    expect(events).toHaveLength(1);
    expect(loggedOut.fetchMock.callsTo('POST /v1/analytics/clicks')).toHaveLength(0);
  });

  it('truncates the keyword in the title and heading at a pipe', async () => {
    const { titles } = renderPage('/search?keyword=linen%20dress%20%7C%20summer', {
      'POST /v2/search/post/': () => page([postHit]),
    });
    expect(await screen.findByRole('article', { name: 'Post by sunnystyle' })).toBeInTheDocument();
    await waitFor(() => expect(titles).toEqual(['linen dress - Search']));
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('summer');
  });

  it('shows no results for creators', async () => {
    renderPage('/search?keyword=nobody&type=profile', { 'POST /v2/search/creator/': () => page([]) });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Creators' })).toHaveAttribute('aria-selected', 'true'),
    );
  });
});
