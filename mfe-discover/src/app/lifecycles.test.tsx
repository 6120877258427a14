import {
  createTestPlatform,
  installIntersectionObserver,
  makeFeedResponse,
  makePost,
  makeProfile,
} from '@ltk/testing';
import { screen } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { bootstrap, mount, unmount } from './lifecycles';

// single-spa-react renders its own root outside Testing Library, as in the shell
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

test('mounts the Discover feed into the given element with the shell platform and unmounts cleanly', async () => {
  installIntersectionObserver();
  window.history.pushState({}, '', '/home');
  const profile = makeProfile({ id: 'profile-1', displayName: 'ana' });
  const { platform } = createTestPlatform({
    routes: {
      'GET /v3/activities/posts/global/featured': () =>
        makeFeedResponse([makePost({ id: 'post-1', caption: 'Look 1' })], {}, [profile]),
    },
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name: 'mfe_discover', platform, domElement } as unknown as AppProps & {
    platform: typeof platform;
  };
  const asLifecycle = (fn: unknown) => fn as (p: typeof props) => Promise<unknown>;

  await asLifecycle(bootstrap)(props);
  const mounted = asLifecycle(mount)(props);
  expect(await screen.findByRole('img', { name: 'Look 1' })).toBeInTheDocument();
  await mounted;
  expect(domElement).toContainElement(screen.getByRole('navigation', { name: 'Home feeds' }));
  // the remote's strings went into the shared i18next instance
  expect(platform.i18n.exists('tabs.discover', { ns: 'mfe_discover' })).toBe(true);

  await asLifecycle(unmount)(props);
  expect(domElement).toBeEmptyDOMElement();
});
