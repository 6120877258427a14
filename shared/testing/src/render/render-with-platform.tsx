import type { ReactElement } from 'react';
import { TOPICS, type PageErrorPayload } from '@ltk/contracts';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { PlatformProviders, type PlatformContext } from '@ltk/platform';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from './create-test-platform';
import type { FetchMock } from '@ltk/test-network';

export interface RenderWithPlatformOptions extends TestPlatformOptions {
  /** Initial URL of the memory router (default '/'). */
  route?: string;
  /** Reuse a test platform (e.g. to render two trees sharing one). */
  testPlatform?: TestPlatform;
  renderOptions?: Omit<RenderOptions, 'wrapper'>;
}

export interface RenderWithPlatformResult extends RenderResult {
  platform: PlatformContext;
  fetchMock: FetchMock;
  /** Every 'page/title' the tree published, in order (the shell applies the last one as the document title). */
  titles: string[];
  /** The page error the tree raised for the current path (the shell would show its 404 or error screen), or null. */
  pageError: () => PageErrorPayload | null;
}

/** Renders inside PlatformProviders (memory router at `route`) with a real store/bus/i18n and a fetch-mocked api. */
export function renderWithPlatform(
  ui: ReactElement,
  options: RenderWithPlatformOptions = {},
): RenderWithPlatformResult {
  const { platform, fetchMock } = options.testPlatform ?? createTestPlatform(options);
  // Subscribed before the first render, so titles published on mount are kept.
  const titles: string[] = [];
  platform.bus.on(TOPICS.pageTitle).subscribe(({ title }) => titles.push(title));
  const result = render(
    <PlatformProviders
      platform={platform}
      router={{ kind: 'memory', initialEntries: [options.route ?? '/'] }}
      handleNavigation
    >
      {ui}
    </PlatformProviders>,
    options.renderOptions,
  );
  return {
    ...result,
    platform,
    fetchMock,
    titles,
    pageError: () => platform.bus.current(TOPICS.pageError) ?? null,
  };
}
