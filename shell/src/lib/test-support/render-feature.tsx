import type { AuthState } from '@ltk/contracts';
import { PlatformProviders, type PlatformContext } from '@ltk/platform';
import { createTestPlatform, type TestPlatformOptions } from '@ltk/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerAuthStrings } from '../../i18n/shell-auth';
import { registerShellUiStrings } from '../../i18n/register-shell-ui-strings';

/** Renders a shell feature inside the real platform providers (memory router) with the shell-ui strings. */
export function renderFeature(
  ui: ReactElement,
  options: TestPlatformOptions & {
    route?: string;
    auth?: AuthState;
    beforeRender?: (platform: PlatformContext) => void;
  } = {},
) {
  const { platform, fetchMock } = createTestPlatform(options);
  void registerShellUiStrings(platform.i18n);
  void registerAuthStrings(platform.i18n);
  const navigations: string[] = [];
  platform.bus.on('navigate').subscribe(({ to }) => navigations.push(to));
  options.beforeRender?.(platform);
  const view = render(
    <PlatformProviders
      platform={platform}
      router={{ kind: 'memory', initialEntries: [options.route ?? '/'] }}
      handleNavigation
    >
      {ui}
    </PlatformProviders>,
  );
  return { ...view, platform, fetchMock, navigations };
}
