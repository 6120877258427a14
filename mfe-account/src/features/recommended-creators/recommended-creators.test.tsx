import { READ_TAGS, readsInvalidated } from '@ltk/store';
import { makeAuthState, makeProfile, renderWithPlatform, reply } from '@ltk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecommendedCreators } from './recommended-creators';
import { strings } from '../../i18n/strings';

const profiles = [
  makeProfile({ id: 'p-1', displayName: 'anastyle' }),
  makeProfile({ id: 'p-2', displayName: 'bohobea' }),
  makeProfile({ id: 'p-3', displayName: 'citychic' }),
];

function renderSection({ loggedIn = true, recommended = () => ({ profiles }) as unknown } = {}) {
  return renderWithPlatform(
    <strings.WithStrings>
      <RecommendedCreators />
    </strings.WithStrings>,
    {
      route: '/account/favorites/posts',
      ...(loggedIn ? { auth: makeAuthState() } : {}),
      routes: {
        'GET /v2/recommended_profiles/': recommended,
        'GET /v2/follows/': () => ({ follows: [], meta: {} }),
      },
    },
  );
}

describe('RecommendedCreators', () => {
  it('shows the 3 recommended profiles (limit 3) as shop links with a follow button', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSection();
    const section = await screen.findByRole('region', { name: 'Creators you may like' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'anastyle' })).toHaveAttribute(
      'href',
      '/explore/anastyle',
    );
    expect(fetchMock.callsTo('GET /v2/recommended_profiles/')[0]?.url.searchParams.get('limit')).toBe('3');
    // Follow state of the three is read (logged in only).
    await waitFor(() => expect(fetchMock.callsTo('GET /v2/follows/')).not.toHaveLength(0));
    fetchMock.on('POST /v2/follows/', () => ({ follows: [{ profileId: 'p-1', id: 'f-1' }] }));
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Follow anastyle' }));
    expect(
      await within(items[0] as HTMLElement).findByRole('button', { name: 'Following anastyle' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('is read again after a like change (section 4: the recommended-profiles tag)', async () => {
    const { fetchMock, platform } = renderSection();
    await screen.findByRole('link', { name: 'anastyle' });
    expect(fetchMock.callsTo('GET /v2/recommended_profiles/')).toHaveLength(1);
    act(() => {
      platform.store.dispatch(readsInvalidated({ tags: [READ_TAGS.recommendedProfiles] }));
    });
    await waitFor(() => expect(fetchMock.callsTo('GET /v2/recommended_profiles/')).toHaveLength(2));
  });

  it('a failed read shows an alert with Try Again, which reads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSection({ recommended: () => (fail ? reply(500, { error: 'down' }) : { profiles }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load creators for you.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'citychic' })).toBeInTheDocument();
  });

  it('says so when there is no one to recommend', async () => {
    renderSection({ recommended: () => ({ profiles: [] }) });
    expect(await screen.findByText('No creators to recommend right now.')).toBeInTheDocument();
  });

  it('logged out: nothing shown and nothing fetched (section 6)', async () => {
    const { fetchMock } = renderSection({ loggedIn: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fetchMock.callsTo('GET /v2/recommended_profiles/')).toHaveLength(0);
  });
});
