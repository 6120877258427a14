import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles, AppProps } from 'single-spa';
import type { PlatformProps } from '@ltk/contracts';
import { whenLocaleReady } from '@ltk/i18n';
import type { PlatformContext } from '../context/platform-context';
import type { PlatformRouter } from '../providers/platform-providers';
import { MountRoot } from './mount-root';
import type { RegionFallbackProps } from './region-error-boundary';

export interface RemoteLifecyclesOptions {
  /** Local fallback rendered in the remote's region when it throws (default: message + Try Again). */
  errorBoundary?: (props: RegionFallbackProps) => ReactNode;
  /** Router of each mount (default BrowserRouter; tests use memory). */
  router?: PlatformRouter;
  /**
   * Awaited before each mount renders, e.g. registering the remote's strings (resolves once the active locale
   * is in), so the first paint is already in the reader's language.
   */
  beforeMount?: (platform: PlatformContext) => Promise<unknown> | void;
}

type MountProps = PlatformProps & AppProps & { platform: PlatformContext };

/** Last-resort fallback if even the providers fail: plain text, no context needed. */
function outerFallback(error: Error, _info: React.ErrorInfo, props: MountProps) {
  const text = props.platform?.i18n?.t('regionUnavailable') ?? 'This part of the page could not be loaded.';
  return (
    <div role="alert" data-remote-fallback={props.name} data-error={error.message}>
      {text}
    </div>
  );
}

function lifecyclesFor(Root: ComponentType, options: RemoteLifecyclesOptions) {
  function RemoteRoot(props: MountProps) {
    if (!props.platform)
      throw new Error(
        `${props.name}: customProps.platform is missing (mount through the shell or mountStandalone)`,
      );
    return (
      <MountRoot
        platform={props.platform}
        name={props.name}
        Root={Root}
        fallback={options.errorBoundary}
        router={options.router}
      />
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${Root.displayName ?? Root.name ?? 'Root'})`;
  return singleSpaReact<PlatformProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: outerFallback,
  });
}

/**
 * single-spa application lifecycles for a remote's root; customProps carry `{ platform }` (and `domElement`).
 * Mount waits for the strings of the active locale (every registered namespace, plus `beforeMount`).
 */
export function createRemoteLifecycles(
  Root: ComponentType,
  options: RemoteLifecyclesOptions = {},
): LifeCycles<PlatformProps> {
  const { bootstrap, mount, unmount, update } = lifecyclesFor(Root, options);
  const mountWhenReady: typeof mount = async (props) => {
    const { platform } = props;
    if (platform) await Promise.all([whenLocaleReady(platform.i18n), options.beforeMount?.(platform)]);
    // The first render of the remote's page is a transition: React renders it in slices, so mounting a page is
    // not one long task (the commit, and the mount's promise after it, are as before).
    let mounted: Promise<unknown> = Promise.resolve();
    startTransition(() => {
      mounted = mount(props);
    });
    await mounted;
  };
  return { bootstrap, mount: mountWhenReady, unmount, ...(update ? { update } : {}) };
}
