import { usePageTitle } from '@ltk/platform';
import { PromoBlocks, type AppLandingVariant } from '../../features/landing/promo-blocks';
import { usePageStrings } from '../../i18n/page-strings';
import { PageLayout } from '@ltk/ui/page-layout';

/** `/ltk-shopping-app` and `/ltk-chat`: the app-download landing page (four promo blocks, app-store links). */
export function AppLandingPage({ variant }: { variant: AppLandingVariant }) {
  const { t } = usePageStrings();
  usePageTitle(t(variant === 'chat' ? 'appLanding.chatTitle' : 'appLanding.shoppingTitle'));
  return (
    <PageLayout>
      <PromoBlocks variant={variant} />
    </PageLayout>
  );
}
