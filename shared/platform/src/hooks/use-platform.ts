import { useContext } from 'react';
import { PlatformReactContext, type PlatformContext } from '../context/platform-context';

/** The platform of the surrounding PlatformProviders (throws outside one). */
export function usePlatform(): PlatformContext {
  const platform = useContext(PlatformReactContext);
  if (!platform) throw new Error('usePlatform() must be used inside <PlatformProviders>');
  return platform;
}

/** The shared api client. */
export const useApi = () => usePlatform().api;

/** The shared event bus. */
export const useBus = () => usePlatform().bus;

/** The runtime config (apiBaseUrl, brand, env). */
export const useRuntimeConfig = () => usePlatform().config;
