import {
  ANALYTICS_EVENTS,
  STORAGE_KEYS,
  type AnalyticsEventPayload,
  type NavigatePayload,
} from '@ltk/contracts';
import {
  hang,
  makeAuthState,
  makeFeedResponse,
  mockListTop,
  makePost,
  makeProfile,
  renderWithPlatform,
  reply,
  type FetchMock,
  type MockHandler,
} from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from './root';

const creator = makeProfile({
  id: 'prof-1',
  displayName: 'jane.doe',
  avatarUrl: 'http://api.test/images/avatars/prof-1.jpg',
});
const posts = [
  makePost({ id: 'post-a', profileId: 'prof-1', caption: 'Cozy fall knits' }),
  makePost({ id: 'post-b', profileId: 'prof-1', caption: 'Weekend denim' }),
];

function routes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /v2/profiles/': ({ url }) => ({
      profiles: url.searchParams.getAll('display_names').some((name) => name.toLowerCase() === 'jane.doe')
        ? [creator]
        : [],
    }),
    'GET /v2/followers_statistics/': () => ({
      followersStatistics: { profileId: 'prof-1', followersCount: 12345 },
    }),
    'GET /v3/activities/posts/profile/prof-1': () => makeFeedResponse(posts, { next: null }, [creator]),
    'GET /v2/products/': () => ({ products: [] }),
    'GET /v2/follows/': () => ({ follows: [] }),
    'GET /v2/likes/': () => ({ likes: [], meta: { limit: 30 } }),
    ...overrides,
  };
}

/** The posts feed's requests (the trending products ask the same path with rank=top_month). */
const postFeedCalls = (fetchMock: FetchMock) =>
  fetchMock
    .callsTo('GET /v3/activities/posts/profile/prof-1')
    .filter((call) => !call.url.searchParams.has('rank'));

function analyticsNames(platform: {
  bus: {
    on: (topic: 'analytics/event') => { subscribe: (fn: (e: AnalyticsEventPayload) => void) => unknown };
  };
}) {
  const names: string[] = [];
  platform.bus.on('analytics/event').subscribe((event) => names.push(event.name));
  return names;
}

describe('creator shop /explore/:displayName', () => {
  it('shows a spinner while the profile loads', () => {
    renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes({ 'GET /v2/profiles/': hang }),
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the header with compact follower count and the creator post feed', async () => {
    const { fetchMock } = renderWithPlatform(<Root />, { route: '/explore/jane.doe', routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'jane.doe' })).toBeInTheDocument();
    expect(await screen.findByText('12.3K followers')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Cozy fall knits' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Weekend denim' })).toBeInTheDocument();
    const feedCall = postFeedCalls(fetchMock)[0];
    expect(feedCall?.url.searchParams.get('limit')).toBe('36');
    expect(feedCall?.url.searchParams.getAll('includes')).toEqual(
      expect.arrayContaining(['profiles', 'ltks', 'media_objects']),
    );
  });

  it("publishes the creator's display name as the page title once the profile is known", async () => {
    const { titles } = renderWithPlatform(<Root />, {
      route: '/explore/JANE.DOE',
      routes: routes({ 'GET /v3/activities/posts/profile/prof-1': hang }),
    });
    expect(titles).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'jane.doe' })).toBeInTheDocument();
    await waitFor(() => expect(titles).toEqual(['jane.doe']));
  });

  it('publishes no title for an unknown display name (the shell default stays)', async () => {
    const { titles, pageError } = renderWithPlatform(<Root />, {
      route: '/explore/nobody',
      routes: routes(),
    });
    await waitFor(() => expect(pageError()).toMatchObject({ status: 404, error_code: 'ltk-page-not-found' }));
    expect(titles).toEqual([]);
  });

  it("keeps the recent products strip's place while it loads, and leaves it out when the creator has none", async () => {
    let release: ((value: unknown) => void) | undefined;
    renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes({
        'GET /v3/activities/products/profiles/prof-1': () =>
          new Promise((resolve) => {
            release = resolve;
          }),
      }),
    });
    const strip = await screen.findByRole('region', { name: 'Recent products' });
    expect(strip).toHaveAttribute('aria-busy', 'true');
    expect(within(strip).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release?.({ activities: [], meta: { next: null } });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recent products' })).not.toBeInTheDocument(),
    );
    // The feed's cards render as a transition after their page arrives (MasonryFeed defers a new page).
    expect(await screen.findByRole('img', { name: 'Cozy fall knits' })).toBeInTheDocument();
  });

  it('hides the follower count when statistics fail', async () => {
    renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes({
        'GET /v2/followers_statistics/': () => reply(500, { status: 500, error_code: 'boom' }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'jane.doe' })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Cozy fall knits' });
    expect(screen.queryByTestId('follower-count')).not.toBeInTheDocument();
  });

  it('shows the 404 text for an unknown display name', async () => {
    const { pageError } = renderWithPlatform(<Root />, { route: '/explore/nobody', routes: routes() });
    await waitFor(() => expect(pageError()).toMatchObject({ status: 404, error_code: 'ltk-page-not-found' }));
  });

  it('shows the 404 text for an invalid display name without calling the api', async () => {
    const { fetchMock, pageError } = renderWithPlatform(<Root />, {
      route: '/explore/%3Cscript%3E',
      routes: routes(),
    });
    await waitFor(() => expect(pageError()).toMatchObject({ status: 404, error_code: 'ltk-page-not-found' }));
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('shows an error with Try Again when the profile lookup fails, and recovers', async () => {
    let fail = true;
    renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes({
        'GET /v2/profiles/': () =>
          fail ? reply(500, { status: 500, error_code: 'server_error' }) : { profiles: [creator] },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'jane.doe' })).toBeInTheDocument();
  });

  it('loads the next page by cursor when the viewport nears the end of the virtualised posts list', async () => {
    // No layout in jsdom: the lists' top is set by hand (px from the viewport's top; the viewport is 768 tall).
    let listTop = 900;
    const rect = mockListTop(() => listTop);
    try {
      const more = [makePost({ id: 'post-c', profileId: 'prof-1', caption: 'Holiday party' })];
      const { fetchMock } = renderWithPlatform(<Root />, {
        route: '/explore/jane.doe',
        routes: routes({
          'GET /v3/activities/posts/profile/prof-1': ({ url }) =>
            url.searchParams.get('next') === 'cursor-2'
              ? makeFeedResponse(more, { next: null }, [creator])
              : makeFeedResponse(posts, { next: 'cursor-2' }, [creator]),
        }),
      });
      await screen.findByRole('img', { name: 'Cozy fall knits' });
      // Below the fold: no next page yet.
      expect(postFeedCalls(fetchMock)).toHaveLength(1);
      listTop = 100;
      window.dispatchEvent(new Event('scroll'));
      expect(await screen.findByRole('img', { name: 'Holiday party' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Cozy fall knits' })).toBeInTheDocument();
      const calls = postFeedCalls(fetchMock);
      expect(calls.map((call) => call.url.searchParams.get('next'))).toEqual([null, 'cursor-2']);
      const items = within(screen.getByRole('region', { name: 'Posts' }))
        .getAllByRole('listitem')
        .filter((li) => li.dataset['key']);
      expect(items.map((li) => li.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    } finally {
      rect.mockRestore();
    }
  });

  it('shows the empty feed text', async () => {
    renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes({
        'GET /v3/activities/posts/profile/prof-1': () => makeFeedResponse([], { next: null }),
      }),
    });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('shows the feed error and retries it', async () => {
    let fail = true;
    renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes({
        // The posts feed fails (the trending products, the same path with a rank, do not).
        'GET /v3/activities/posts/profile/prof-1': ({ url }) =>
          fail && !url.searchParams.has('rank')
            ? reply(500, { status: 500, error_code: 'server_error' })
            : makeFeedResponse(posts, { next: null }, [creator]),
      }),
    });
    expect(await screen.findByText('Error Loading LTKs.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('img', { name: 'Cozy fall knits' })).toBeInTheDocument();
  });
});

describe('follow button', () => {
  const inlineFollow = async () => {
    await screen.findByRole('heading', { level: 1, name: 'jane.doe' });
    const header = screen.getByTestId('creator-header');
    const floating = screen.getByTestId('floating-follow');
    const buttons = within(header).getAllByRole('button', { name: /^Follow(ing)? jane\.doe$/ });
    return buttons.find((button) => !floating.contains(button))!;
  };

  it('follows immediately when logged in and not following', async () => {
    const { fetchMock, platform } = renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      auth: makeAuthState(),
      routes: routes({ 'POST /v2/follows/': () => ({ follows: [{ profileId: 'prof-1' }] }) }),
    });
    const names = analyticsNames(platform);
    const button = await inlineFollow();
    await waitFor(() => expect(fetchMock.callsTo('GET /v2/follows/')).toHaveLength(1));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('Following');
    expect(fetchMock.callsTo('POST /v2/follows/')[0]?.body).toEqual({ follows: [{ profile_id: 'prof-1' }] });
    expect(names).toContain(ANALYTICS_EVENTS.follow);
  });

  it('asks before unfollowing: cancel keeps the follow, confirm removes it', async () => {
    const { fetchMock, platform } = renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      auth: makeAuthState(),
      routes: routes({
        'GET /v2/follows/': () => ({ follows: [{ profileId: 'prof-1' }] }),
        'DELETE /v2/follows/': () => reply(204),
      }),
    });
    const names = analyticsNames(platform);
    const button = await inlineFollow();
    await waitFor(() => expect(button).toHaveTextContent('Following'));

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Unfollow jane.doe?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names).toEqual([ANALYTICS_EVENTS.unfollowCancel]);
    expect(fetchMock.callsTo('DELETE /v2/follows/')).toHaveLength(0);

    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unfollow' }),
    );
    await waitFor(() => expect(button).toHaveTextContent(/^Follow jane\.doe$/));
    expect(fetchMock.callsTo('DELETE /v2/follows/')[0]?.url.searchParams.getAll('profile_ids')).toEqual([
      'prof-1',
    ]);
    expect(names).toEqual([ANALYTICS_EVENTS.unfollowCancel, ANALYTICS_EVENTS.unfollowConfirm]);
  });

  it('logged out: remembers the profile and sends the user to signup', async () => {
    sessionStorage.clear();
    const { fetchMock, platform } = renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes(),
    });
    const navigations: NavigatePayload[] = [];
    platform.bus.on('navigate').subscribe((payload) => navigations.push(payload));
    await userEvent.click(await inlineFollow());
    await waitFor(() => expect(navigations).toEqual([{ to: '/signup?shopltk-signup-prompt=discover' }]));
    expect(sessionStorage.getItem(STORAGE_KEYS.followProfile)).toBe('prof-1');
    expect(fetchMock.callsTo('POST /v2/follows/')).toHaveLength(0);
    expect(fetchMock.callsTo('GET /v2/follows/')).toHaveLength(0);
  });
});
