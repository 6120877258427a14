import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { theme } from '@ltk/ui';
import { PlatformReactContext, type PlatformContext } from '../context/platform-context';
import { NavigationBridge } from './navigation-bridge';

export type PlatformRouter =
  { kind: 'browser'; basename?: string } | { kind: 'memory'; initialEntries?: string[] } | { kind: 'none' };

export interface PlatformProvidersProps {
  platform: PlatformContext;
  children: ReactNode;
  /** Emotion cache of this mount (each remote mount gets its own). */
  cache?: EmotionCache;
  /** Default: BrowserRouter. */
  router?: PlatformRouter;
  /** Follow bus 'navigate' requests with this router (standalone harnesses; the shell does it itself). */
  handleNavigation?: boolean;
}

/** Redux, i18next, Emotion theme, platform context and router for one React root. */
export function PlatformProviders({
  platform,
  children,
  cache,
  router = { kind: 'browser' },
  handleNavigation = false,
}: PlatformProvidersProps) {
  const routed = (content: ReactNode) => {
    const inner = (
      <>
        {handleNavigation && router.kind !== 'none' ? <NavigationBridge bus={platform.bus} /> : null}
        {content}
      </>
    );
    if (router.kind === 'memory')
      return <MemoryRouter initialEntries={router.initialEntries}>{inner}</MemoryRouter>;
    if (router.kind === 'browser') return <BrowserRouter basename={router.basename}>{inner}</BrowserRouter>;
    return inner;
  };
  const tree = (
    <PlatformReactContext.Provider value={platform}>
      <Provider store={platform.store}>
        <I18nextProvider i18n={platform.i18n}>
          <ThemeProvider theme={theme}>{routed(children)}</ThemeProvider>
        </I18nextProvider>
      </Provider>
    </PlatformReactContext.Provider>
  );
  return cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree;
}
