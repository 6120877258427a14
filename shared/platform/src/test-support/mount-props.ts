import { createFetchMock } from '@ltk/test-network';
import { act } from '@testing-library/react';
import type { AppProps, LifeCycles } from 'single-spa';
import type { PlatformProps } from '@ltk/contracts';
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

type MountProps = ReturnType<typeof mountProps>;
type Lifecycle = LifeCycles<PlatformProps>['mount'];

/** Runs a lifecycle the way single-spa does; React work is flushed in act while the lifecycle promise settles. */
export async function runLifecycle(fn: Lifecycle, props: MountProps) {
  for (const step of Array.isArray(fn) ? fn : [fn]) {
    let done: Promise<unknown> = Promise.resolve();
    await act(async () => {
      done = step(props);
    });
    await done;
  }
}

/** Bootstraps and mounts each remote into its region, in order. */
export async function mountAll(remotes: ReadonlyArray<readonly [LifeCycles<PlatformProps>, MountProps]>) {
  for (const [lifecycles, props] of remotes) {
    await runLifecycle(lifecycles.bootstrap, props);
    await runLifecycle(lifecycles.mount, props);
  }
}
