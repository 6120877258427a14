import { createFetchMock } from '@ltk/test-network';
import type { AppProps } from 'single-spa';
import type { PlatformContext } from '../context/platform-context';

/** The props single-spa would pass a mounted application. */
export function mountProps(name: string, platform: PlatformContext, domElement: HTMLElement) {
  const props = { name, platform, domElement, singleSpa: {}, mountParcel: jest.fn() };
  return props as typeof props & AppProps;
}

/** The network (MSW) answering JSON by `METHOD /path`; returns the fetch to give the api client. */
export function jsonFetch(routes: Record<string, unknown>): typeof fetch {
  return createFetchMock(
    Object.fromEntries(Object.entries(routes).map(([route, body]) => [route, () => body])),
  ).fetch;
}
