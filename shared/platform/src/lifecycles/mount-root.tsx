import { useState, type ComponentType, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import type { PlatformContext } from '../context/platform-context';
import { PlatformProviders, type PlatformRouter } from '../providers/platform-providers';
import { RegionErrorBoundary, type RegionFallbackProps } from './region-error-boundary';
import { RegionFallback } from './region-fallback';
import { emotionCacheKey } from './emotion-cache-key';

export interface MountRootProps {
  platform: PlatformContext;
  name?: string;
  Root: ComponentType;
  fallback?: (props: RegionFallbackProps) => ReactNode;
  router?: PlatformRouter;
  handleNavigation?: boolean;
}

/** One mount: its own Emotion cache, the shared platform providers, and a region error boundary. */
export function MountRoot({ platform, name, Root, fallback, router, handleNavigation }: MountRootProps) {
  const [cache] = useState(() => createCache({ key: emotionCacheKey(name) }));
  return (
    <PlatformProviders platform={platform} cache={cache} router={router} handleNavigation={handleNavigation}>
      <RegionErrorBoundary name={name} fallback={fallback ?? ((props) => <RegionFallback {...props} />)}>
        <Root />
      </RegionErrorBoundary>
    </PlatformProviders>
  );
}
