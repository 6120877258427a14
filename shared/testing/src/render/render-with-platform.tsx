import type { ReactElement } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { PlatformProviders, type PlatformContext } from '@ltk/platform';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from './create-test-platform';
import type { FetchMock } from '../fetch/fetch-mock';

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
}

/** Renders inside PlatformProviders (memory router at `route`) with a real store/bus/i18n and a fetch-mocked api. */
export function renderWithPlatform(
  ui: ReactElement,
  options: RenderWithPlatformOptions = {},
): RenderWithPlatformResult {
  const { platform, fetchMock } = options.testPlatform ?? createTestPlatform(options);
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
  return { ...result, platform, fetchMock };
}
