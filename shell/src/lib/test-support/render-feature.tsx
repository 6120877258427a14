import type { AuthState } from '@ltk/contracts';
import type { PlatformContext } from '@ltk/platform';
import { createTestPlatform, renderWithPlatform, type TestPlatformOptions } from '@ltk/testing';
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
  const testPlatform = createTestPlatform(options);
  const { platform } = testPlatform;
  void registerShellUiStrings(platform.i18n);
  void registerAuthStrings(platform.i18n);
  const navigations: string[] = [];
  platform.bus.on('navigate').subscribe(({ to }) => navigations.push(to));
  options.beforeRender?.(platform);
  const view = renderWithPlatform(ui, { testPlatform, route: options.route });
  return { ...view, navigations };
}
