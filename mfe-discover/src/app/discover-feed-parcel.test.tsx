import { TOPICS } from '@ltk/contracts';
import { createTestPlatform, installIntersectionObserver, makeFeedResponse } from '@ltk/testing';
import { screen, within } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { posts, profile } from '../lib/testing/fixtures';
import parcel from './discover-feed-parcel';
import { postFeed } from '@ltk/store';
import { DISCOVER_FEED } from '../features/feeds/feed-definitions';

// single-spa-react renders its own root outside Testing Library, as in the shell
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

test('the discover-feed parcel mounts the Discover grid with the shell platform (no title change) and unmounts cleanly', async () => {
  installIntersectionObserver();
  document.title = 'Error | LTK';
  const { platform, fetchMock } = createTestPlatform({
    routes: {
      'GET /v3/activities/posts/global/featured': () => makeFeedResponse(posts('Look', 1, 2), {}, [profile]),
    },
  });
  const titles: string[] = [];
  platform.bus.on(TOPICS.pageTitle).subscribe(({ title }) => titles.push(title));
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name: 'mfe_discover/discover-feed', platform, domElement } as unknown as AppProps & {
    platform: typeof platform;
  };
  const lifecycle = (fn: unknown) => fn as (p: typeof props) => Promise<unknown>;

  await lifecycle(parcel.bootstrap)(props);
  await lifecycle(parcel.mount)(props);
  const feed = await screen.findByRole('region', { name: 'Discover' });
  expect(domElement).toContainElement(feed);
  expect(await within(feed).findAllByRole('article', { name: 'Post by ana' })).toHaveLength(2);
  expect(
    fetchMock.callsTo('GET /v3/activities/posts/global/featured')[0]?.url.searchParams.get('limit'),
  ).toBe('36');
  expect(titles).toEqual([]);
  expect(document.title).toBe('Error | LTK');
  // cached in the shared store, so the shell's /home sees the same feed
  expect(platform.store.getState().feeds[postFeed.key(DISCOVER_FEED)]?.ids).toEqual(['look-1', 'look-2']);

  await lifecycle(parcel.unmount)(props);
  expect(domElement).toBeEmptyDOMElement();
});
