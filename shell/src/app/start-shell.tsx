import { PlatformProviders } from '@ltk/platform';
import { GlobalStyles, saveDataMode } from '@ltk/ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { readBootState } from './boot/boot-state';
import { nextTask } from './boot/next-task';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { readyShellUiStrings } from '../i18n/register-shell-ui-strings';
import { loadRemoteModule } from './federation/load-remote-module';
import { setupFederation } from './federation/setup-federation';
import { registerShellStrings } from '../i18n/register-shell-strings';
import { getShellRegions } from './layout/regions';
import { installResizeAfterVisibility } from './layout/resize-after-visibility';
import { ShellLayout } from './layout/shell-layout';
import { createShellPlatform } from './platform/create-shell-platform';
import { resolveRegistry } from './registry/resolve-registry';
import { startRouteEffects } from './routing/start-route-effects';
import { createShellSlots } from './shell-slots';
import { isRemoteActive } from './spa/activity';
import { installChunkErrorReload } from './spa/install-chunk-error-reload';
import { createRemoteFailures } from './spa/remote-failures';
import { createRemoteProblems } from './spa/remote-problems';
import { registerRemoteApps } from './spa/register-remote-apps';
import { startLinkPrefetch } from './spa/prefetch-linked-pages';
import { serveBusRequests } from './spa/serve-bus-requests';

// The shell's boot, evaluated by bootstrap.tsx once its libraries are (each in a task of its own).
async function bootstrap() {
  installChunkErrorReload();
  installResizeAfterVisibility();
  const config = await loadRuntimeConfig();
  const { registry, showBadge } = await resolveRegistry(config, {
    location: window.location,
    storage: safeLocalStorage(),
  });
  const boot = readBootState();
  const failures = createRemoteFailures();
  const problems = createRemoteProblems(failures);
  setupFederation(registry, boot.manifests, (mismatch) => void problems.mismatch(mismatch));

  // The boot runs as a few short tasks (`nextTask` between its steps), not one long one: the store and i18n, the
  // shell's features, then the first render, which React renders in slices (a transition) while the route's remote
  // loads. Its commit, and everything after it, is unchanged.
  await nextTask();
  const { platform, auth } = createShellPlatform({
    config: { apiBaseUrl: config.apiBaseUrl, brand: config.brand, env: config.env },
    fetchImpl: boot.fetch,
  });
  problems.context.bus = platform.bus;
  registerShellStrings(platform.i18n);
  // A French reader's header paints in French: the active locale's shell strings load before the first render.
  await readyShellUiStrings(platform.i18n);

  await nextTask();
  const regions = getShellRegions();
  const { cartRequested } = serveBusRequests(platform.bus);
  const slots = createShellSlots(platform, auth);

  await nextTask();
  const root = createRoot(regions.root);
  startTransition(() => {
    root.render(
      <PlatformProviders platform={platform}>
        <GlobalStyles />
        <ShellLayout
          regions={regions}
          failures={failures}
          showCauses={config.overrides.enabled}
          slots={slots}
          cartActive={(search) =>
            isRemoteActive('mfe_cart', { pathname: window.location.pathname, search }, cartRequested())
          }
        />
      </PlatformProviders>,
    );
  });

  registerRemoteApps({
    props: { platform },
    regionOf: (name) => regions.remote(name),
    failures,
    problems,
    cartRequested,
  });
  startLinkPrefetch({
    prefetch: (remote) => loadRemoteModule(`${remote}/app`),
    allowed: () => !saveDataMode(),
  });
  startRouteEffects({ bus: platform.bus, i18n: platform.i18n, brand: config.brand });
  start({ urlRerouteOnly: true });
  showBadge?.(platform.i18n);
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

bootstrap().catch((error: unknown) => {
  console.error('[shell] bootstrap failed', error);
  // A chunk of its own (index.ts loads it too): the boot does not carry what only its failure shows.
  import('./layout/render-boot-error').then(({ renderBootError }) => renderBootError(), console.error);
});
