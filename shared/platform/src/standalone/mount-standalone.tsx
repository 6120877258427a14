import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { TOPICS, type RuntimeConfig } from '@ltk/contracts';
import { logger } from '@ltk/contracts/log';
import { whenLocaleReady } from '@ltk/i18n';
import { pageTitle } from '@ltk/routes';
import { createPlatform, type CreatePlatformOptions } from '../context/create-platform';
import type { PlatformContext } from '../context/platform-context';
import { MountRoot } from '../lifecycles/mount-root';
import { readEnvConfig } from './read-env-config';

export interface MountStandaloneOptions {
  /** The remote's MF name (Emotion cache key, fallback label). */
  name: string;
  /** Default `#root`. */
  element?: HTMLElement;
  config?: Partial<RuntimeConfig>;
  platformOptions?: Omit<CreatePlatformOptions, 'config'>;
  /** Awaited before the first render, as in the shell (e.g. registering the remote's strings). */
  beforeMount?: (platform: PlatformContext) => Promise<unknown> | void;
}

export interface StandaloneHandle {
  platform: PlatformContext;
  /** Settles once the first render is scheduled (after the active locale's strings are in). */
  ready: Promise<void>;
  unmount: () => void;
}

/**
 * Runs a remote alone: its own platform (store, bus, i18n, api) with the session saved by the shell
 * (localStorage `ltk-session`), a BrowserRouter that follows bus 'navigate' requests, rendered into #root.
 * With no shell present it also applies the remote's 'page/title' with the shell's title template.
 * It renders once the active locale's strings are in, so the first paint is in the reader's language.
 */
export function mountStandalone(Root: ComponentType, options: MountStandaloneOptions): StandaloneHandle {
  const element = options.element ?? document.getElementById('root');
  if (!element) throw new Error(`mountStandalone(${options.name}): no #root element`);
  const config = { ...readEnvConfig(), ...options.config };
  const platform = createPlatform({ ...options.platformOptions, config });
  const titles = platform.bus.on(TOPICS.pageTitle).subscribe(({ title }) => {
    document.title = pageTitle(title, platform.config.brand);
  });
  const root = createRoot(element);
  let unmounted = false;
  const ready = Promise.all([whenLocaleReady(platform.i18n), options.beforeMount?.(platform)])
    .catch((error: unknown) =>
      logger.error(`mountStandalone(${options.name}): rendering without beforeMount`, error),
    )
    .then(() => {
      if (!unmounted)
        root.render(<MountRoot platform={platform} name={options.name} Root={Root} handleNavigation />);
    });
  return {
    platform,
    ready,
    unmount: () => {
      unmounted = true;
      root.unmount();
      titles.unsubscribe();
      platform.store.dispose();
      platform.bus.dispose();
    },
  };
}
