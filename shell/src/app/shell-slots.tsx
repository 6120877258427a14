import type { ShellAuth } from '../features/auth';
import { createAnalyticsSink, PageViewTracker } from '../features/analytics';
import { Banners } from '../features/banners';
import { ErrorScreen } from '../features/error-screen';
import { startFeatureFlags } from '../features/flags';
import { Footer } from '../features/header';
import { LoadingIndicator } from '../features/loading';
import { startLocaleSync } from '../features/locale';
import { registerShellUiStrings } from '../i18n/register-shell-ui-strings';
import type { PlatformContext } from '@ltk/platform';
import { HeaderWithSearch } from './layout/header-with-search';
import { LegalTermsSlot } from './layout/legal-terms-slot';
import type { ShellSlots } from './layout/shell-layout';
import { RemoteParcel } from './spa/remote-parcel';

/**
 * Starts the shell's features (locale, analytics, the auth session) and returns what they render into
 * the layout slots. Features own their screens; the app only places them.
 */
export function createShellSlots(platform: PlatformContext, auth: ShellAuth): ShellSlots {
  void registerShellUiStrings(platform.i18n);
  startLocaleSync(platform);
  void startFeatureFlags(platform);
  createAnalyticsSink({
    bus: platform.bus,
    env: platform.config.env,
    endpoint: `${platform.config.apiBaseUrl}/analytics/events`,
  });
  // The saved session is already on the bus (createPlatform); verifying it must not delay the first render.
  void auth.start().catch((error: unknown) => console.warn('[shell] session could not be restored', error));

  return {
    header: (
      <>
        <LoadingIndicator />
        <PageViewTracker />
        <HeaderWithSearch platform={platform} />
      </>
    ),
    banners: <Banners />,
    modals: <LegalTermsSlot platform={platform} />,
    footer: <Footer />,
    errorScreen: (status) => (
      <ErrorScreen status={status}>
        <RemoteParcel id="mfe_discover/discover-feed" platform={platform}>
          {(feedSlotRef) => <div ref={feedSlotRef} data-testid="error-discover-feed" />}
        </RemoteParcel>
      </ErrorScreen>
    ),
    pages: auth.pages,
  };
}
