import { makeAuthState, makePost, renderWithPlatform } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Root } from '../root';

const FOLLOWING_GUIDES = 'GET /v3/activities/giftguides/user';

const response = () => ({
  groups: [
    {
      group: {
        id: 'group-1',
        collectionId: 'guide-1',
        title: 'Gifts for the host',
        profileId: 'profile-1',
        attributes: { audience: 'FOR_HER', occasion: 'HOSTESS' },
      },
      postIds: ['post-1', 'post-2'],
      coverPhotoIds: ['cover-1', 'cover-2'],
    },
  ],
  posts: [
    makePost({ id: 'post-1', profileId: 'profile-1', heroImage: 'http://api.test/images/post/1.jpg' }),
    makePost({ id: 'post-2', profileId: 'profile-1', heroImage: 'http://api.test/images/post/2.jpg' }),
  ],
  coverPhotos: [
    { id: 'cover-1', mediaCdnUrl: 'http://api.test/images/product/c1.jpg' },
    { id: 'cover-2', mediaCdnUrl: 'http://api.test/images/product/c2.jpg' },
  ],
  profiles: [{ id: 'profile-1', displayName: 'ana' }],
  meta: { next: null, limit: 8 },
});

test('logged in: the gift guides of followed creators with their cover photos and posts, 8 a page', async () => {
  const { fetchMock, titles } = renderWithPlatform(<Root />, {
    route: '/home/following/giftguides',
    auth: makeAuthState(),
    routes: { [FOLLOWING_GUIDES]: response },
  });
  const guide = await screen.findByRole('article', { name: 'Gifts for the host' });
  expect(within(guide).getByRole('link', { name: 'Gifts for the host' })).toHaveAttribute(
    'href',
    '/explore/ana/giftguides/guide-1',
  );
  expect(within(guide).getByRole('link', { name: 'by ana' })).toHaveAttribute('href', '/explore/ana');
  expect(within(guide).getByRole('list', { name: 'Cover photos' }).querySelectorAll('img')).toHaveLength(2);
  const postLinks = within(within(guide).getByRole('list', { name: 'Posts' })).getAllByRole('link');
  expect(postLinks.map((link) => link.getAttribute('href'))).toEqual(['/post/post-1', '/post/post-2']);
  await waitFor(() => expect(titles.at(-1)).toBe('Following Gift Guides'));
  expect(screen.getByRole('link', { name: 'Gift Guides' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Following' })).not.toHaveAttribute('aria-current');
  const [call] = fetchMock.callsTo(FOLLOWING_GUIDES);
  expect(call?.url.searchParams.get('limit')).toBe('8');
  expect(call?.url.searchParams.getAll('includes')).toEqual([
    'posts',
    'cover_photos',
    'profiles',
    'attributes',
  ]);
});

test('logged out: asks to log in or sign up and fetches nothing', async () => {
  const { fetchMock } = renderWithPlatform(<Root />, { route: '/home/following/giftguides' });
  expect(
    await screen.findByText('Log in to see gift guides from the creators you follow.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signup?shopltk-signup-prompt=discover',
  );
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fhome%2Ffollowing%2Fgiftguides',
  );
  expect(fetchMock.callsTo(FOLLOWING_GUIDES)).toHaveLength(0);
});

test("no guides: 'No results found.'", async () => {
  renderWithPlatform(<Root />, {
    route: '/home/following/giftguides',
    auth: makeAuthState(),
    routes: { [FOLLOWING_GUIDES]: () => ({ groups: [], meta: { next: null } }) },
  });
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
});
