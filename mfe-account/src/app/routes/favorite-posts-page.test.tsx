import {
  makeAuthState,
  makeLike,
  makePost,
  makeProduct,
  makeProductDetails,
  makeProfile,
  type MockHandler,
  renderWithPlatform,
  reply,
} from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoritePostsPage } from './favorite-posts-page';
import { strings } from '../../i18n/strings';

const profile = makeProfile({ id: 'profile-1', displayName: 'sunnystyle' });
const posts = [
  makePost({ id: 'post-1', profileId: 'profile-1', productIds: ['product-1'] }),
  makePost({ id: 'post-2', profileId: 'profile-1', productIds: [] }),
];

function renderPosts(
  likes = [makeLike({ ltkId: 'post-1' }), makeLike({ ltkId: 'post-2' })],
  likesRoute?: MockHandler,
) {
  return renderWithPlatform(
    <strings.WithStrings>
      <FavoritePostsPage />
    </strings.WithStrings>,
    {
      route: '/account/favorites/posts',
      auth: makeAuthState(),
      routes: {
        'GET /v2/likes/': likesRoute ?? (() => ({ likes, meta: { limit: 30, next: null, nextUrl: null } })),
        'GET /v2/ltks': () => ({
          ltks: posts,
          profiles: [profile],
          products: [makeProduct({ id: 'product-1', productDetailsId: 'details-1' })],
          mediaObjects: [],
          meta: {},
        }),
        'GET /v2/product_details/': () => ({ productDetails: [makeProductDetails({ id: 'details-1' })] }),
        'GET /v2/recommended_profiles/': () => ({ profiles: [profile] }),
      },
    },
  );
}

describe('FavoritePostsPage', () => {
  it('shows liked posts as feed cards and unlikes one', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPosts();
    const cards = await screen.findAllByRole('article', { name: 'Post by sunnystyle' });
    expect(cards).toHaveLength(2);
    // The virtualised masonry list: placed cards with their place in the (complete) set.
    expect(cards[1]!.closest('li')).toHaveAttribute('aria-posinset', '2');
    expect(cards[1]!.closest('li')).toHaveAttribute('aria-setsize', '2');
    fetchMock.on('DELETE /v2/likes/', () => ({}));
    await user.click(within(cards[0] as HTMLElement).getByRole('button', { pressed: true }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await waitFor(() =>
      expect(fetchMock.callsTo('DELETE /v2/likes/')[0]?.url.searchParams.getAll('ltk_ids')).toEqual([
        'post-1',
      ]),
    );
  });

  it('raises the page error likes-not-found when the likes fail to load', async () => {
    const { platform } = renderPosts([], () =>
      reply(503, { status: 503, developer_message: 'likes are down' }),
    );
    await waitFor(() =>
      expect(platform.bus.current('page/error')).toEqual({
        status: 503,
        error_code: 'likes-not-found',
        message: 'likes are down',
        path: '/account/favorites/posts',
      }),
    );
  });

  it('a network failure of the likes load is likes-not-found with status 500', async () => {
    const { platform } = renderPosts([], () => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() =>
      expect(platform.bus.current('page/error')).toMatchObject({
        status: 500,
        error_code: 'likes-not-found',
        message: 'Error fetching likes: TypeError: Failed to fetch',
      }),
    );
  });

  it('shows the empty state', async () => {
    renderPosts([]);
    expect(await screen.findByText("You haven't liked any posts yet.")).toBeInTheDocument();
  });
});
