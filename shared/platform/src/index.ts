export { PlatformReactContext, type PlatformContext } from './context/platform-context';
export { createPlatform, type CreatePlatformOptions } from './context/create-platform';
export {
  PlatformProviders,
  type PlatformProvidersProps,
  type PlatformRouter,
} from './providers/platform-providers';
export { NavigationBridge } from './providers/navigation-bridge';
export { createRemoteLifecycles, type RemoteLifecyclesOptions } from './lifecycles/create-remote-lifecycles';
export { createParcel } from './lifecycles/create-parcel';
export { MountRoot, type MountRootProps } from './lifecycles/mount-root';
export { RegionErrorBoundary, type RegionFallbackProps } from './lifecycles/region-error-boundary';
export { RegionFallback } from './lifecycles/region-fallback';
export { usePlatform, useApi, useBus, useRuntimeConfig } from './hooks/use-platform';
export { useTopic } from './hooks/use-topic';
export { usePageTitle } from './hooks/use-page-title';
export {
  PAGE_ERROR_CODES,
  toPageError,
  notFoundError,
  pageNotFound,
  type PageError,
  type PageErrorCode,
} from './page-error/page-error';
export { usePageError, RaisePageError, RaiseNotFound } from './page-error/raise-page-error';
export { readSession, saveSession, clearSession } from './session/session-storage';
export { apiAuthFromBus } from './session/api-auth-from-bus';
export type { RuntimeConfig, PlatformProps } from '@ltk/contracts';
