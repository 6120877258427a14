import type { MockHandler } from '@ltk/testing';
import {
  deferred,
  installIntersectionObserver,
  makeFeedResponse,
  renderWithPlatform,
  reply,
} from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { selectIsPageLoad } from '@ltk/store';
import { makeCategory, posts, profile } from '../../lib/testing/fixtures';
import { Root } from '../root';

const FEATURED = 'GET /v3/activities/posts/global/featured';
const TRENDING = 'GET /v3/activities/posts/global/trending';
const HOME_TAG = 'GET /v3/activities/posts/hashtag/ltkhome';
const CATEGORIES = 'GET /v1/categories';

const categories = () => ({
  categories: [makeCategory('salealert', 'Sale Alert'), makeCategory('fitness', 'Fitness', 'ltkfitness')],
});

function renderHashtag(route: string, routes: Record<string, MockHandler>) {
  return renderWithPlatform(<Root />, { route, routes: { [CATEGORIES]: categories, ...routes } });
}

beforeEach(() => {
  installIntersectionObserver();
});

test('shows a spinner, then the hashtag feed titled #hashtag; its first fetch ends the page load', async () => {
  const gate = deferred();
  const { fetchMock, titles, platform } = renderHashtag('/hashtags/ltkhome', {
    [HOME_TAG]: () => gate.promise,
  });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('#ltkhome');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(selectIsPageLoad(platform.store.getState())).toBe(true);
  gate.resolve(makeFeedResponse(posts('Home', 1, 2), {}, [profile]));
  const feed = screen.getByRole('region', { name: '#ltkhome' });
  expect(await within(feed).findAllByRole('article', { name: 'Post by ana' })).toHaveLength(2);
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  expect(titles.at(-1)).toBe('#ltkhome');
  expect(fetchMock.callsTo(HOME_TAG)[0]?.url.searchParams.get('limit')).toBe('36');
  // The first fetch of a hashtag page ends the page load (section 4).
  expect(selectIsPageLoad(platform.store.getState())).toBe(false);
});

test('/hashtags/fitness is the feed of #ltkfitness (the prefix rule); a category hashtag keeps its name', async () => {
  const { fetchMock, titles } = renderHashtag('/hashtags/fitness', {
    'GET /v3/activities/posts/hashtag/ltkfitness': () => makeFeedResponse(posts('Fit', 1, 2), {}, [profile]),
  });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('#ltkfitness');
  expect(await screen.findAllByRole('article', { name: 'Post by ana' })).toHaveLength(2);
  await waitFor(() => expect(titles.at(-1)).toBe('#ltkfitness'));
  expect(fetchMock.callsTo('GET /v3/activities/posts/hashtag/fitness')).toHaveLength(0);
});

test('a hashtag-type category’s hashtag is used as it is', async () => {
  const { fetchMock } = renderHashtag('/hashtags/salealert', {
    'GET /v3/activities/posts/hashtag/salealert': () => makeFeedResponse(posts('Sale', 1, 1), {}, [profile]),
  });
  expect(await screen.findByRole('img', { name: 'Sale 1' })).toBeInTheDocument();
  expect(fetchMock.callsTo('GET /v3/activities/posts/hashtag/ltksalealert')).toHaveLength(0);
});

test('the categories are loaded once for the store, not once per page', async () => {
  const user = userEvent.setup();
  const { fetchMock } = renderWithPlatform(
    <>
      <Root />
      <Link to="/hashtags/fitness">fitness</Link>
    </>,
    {
      route: '/hashtags/salealert',
      routes: {
        [CATEGORIES]: categories,
        'GET /v3/activities/posts/hashtag/salealert': () =>
          makeFeedResponse(posts('Sale', 1, 1), {}, [profile]),
        'GET /v3/activities/posts/hashtag/ltkfitness': () =>
          makeFeedResponse(posts('Fit', 1, 1), {}, [profile]),
      },
    },
  );
  expect(await screen.findByRole('img', { name: 'Sale 1' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'fitness' }));
  expect(await screen.findByRole('img', { name: 'Fit 1' })).toBeInTheDocument();
  expect(fetchMock.callsTo(CATEGORIES)).toHaveLength(1);
});

test('a hashtag with no results after the fetch raises the not-found page error (ltk-feed-not-found) for the shell', async () => {
  const { platform } = renderHashtag('/hashtags/ltkhome', { [HOME_TAG]: () => makeFeedResponse([], {}) });
  await waitFor(() =>
    expect(platform.bus.current('page/error')).toEqual({
      status: 404,
      error_code: 'ltk-feed-not-found',
      message: 'No posts found for hashtag ltkhome',
      path: '/hashtags/ltkhome',
    }),
  );
  expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

test('a 404 from the hashtag feed raises the not-found page error too', async () => {
  const { platform } = renderHashtag('/hashtags/ltkhome', {
    [HOME_TAG]: () =>
      reply(404, { status: 404, error_code: 'not_found', developer_message: 'no such hashtag' }),
  });
  await waitFor(() => expect(platform.bus.current('page/error')?.status).toBe(404));
  expect(platform.bus.current('page/error')?.error_code).toBe('ltk-feed-not-found');
});

test("any other failure shows 'Error Loading LTKs.' and recovers with 'Try Again'", async () => {
  const user = userEvent.setup();
  let fail = true;
  renderHashtag('/hashtags/ltkhome', {
    [HOME_TAG]: () =>
      fail
        ? reply(500, { status: 500, error_code: 'internal', developer_message: 'boom' })
        : makeFeedResponse(posts('Home', 1, 1), {}, [profile]),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading LTKs.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('img', { name: 'Home 1' })).toBeInTheDocument();
});

test.each([
  ['popular-today', TRENDING, '24h', 'Popular Today'],
  ['trending-creators', FEATURED, '24h', 'Trending Creators'],
  ['top-shared', TRENDING, 'deeplink', 'Top Shared'],
])('/hashtags/%s comes from %s with rank %s, titled %s', async (hashtag, route, rank, title) => {
  const { fetchMock, titles } = renderHashtag(`/hashtags/${hashtag}`, {
    [route]: () => makeFeedResponse(posts('Special', 1, 1), {}, [profile]),
  });
  expect(await screen.findByRole('img', { name: 'Special 1' })).toBeInTheDocument();
  expect(fetchMock.callsTo(route).map((call) => call.url.searchParams.get('rank'))).toEqual([rank]);
  expect(fetchMock.callsTo(`GET /v3/activities/posts/hashtag/${hashtag}`)).toHaveLength(0);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(titles.at(-1)).toBe(title);
});

test('/hashtags without a hashtag is the categories page, the hashtag feeds to pick from', async () => {
  const { platform } = renderHashtag('/hashtags', {});
  expect(await screen.findByRole('heading', { level: 1, name: 'Shop by Category' })).toBeInTheDocument();
  expect(platform.bus.current('page/error')).toBeFalsy();
});

test('/hashtags/ with a blank hashtag raises the not-found page error', async () => {
  const { platform } = renderHashtag('/hashtags/%20', {});
  await waitFor(() =>
    expect(platform.bus.current('page/error')).toMatchObject({ status: 404, path: '/hashtags/%20' }),
  );
});
