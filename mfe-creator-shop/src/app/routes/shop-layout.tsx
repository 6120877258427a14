import type { Profile } from '@ltk/contracts';
import { RaisePageError, pageNotFound } from '@ltk/platform';
import { isDisplayName } from '@ltk/routes';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { shopContentLayout, shopPageLayout } from '@ltk/ui/shop';
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { CreatorHeaderContainer } from '../../features/creator-header/components/creator-header-container';
import { useCreatorProfile } from '../../features/creator-profile/hooks/use-creator-profile';
import { ShopNav } from '../../features/shop-nav/components/shop-nav';
import { useShopJourney } from '../../features/shop-nav/hooks/use-shop-journey';
import { shopTabPath } from '../../features/shop-nav/shop-tabs';
import { strings } from '../../i18n/strings';
import { VisitContentReady } from '../../lib/visit-content-ready';
import type { ShopContext } from '../shop-context';

/** /explore/:displayName and below: an invalid or unknown display name is the shell's 404. */
export function ShopLayout() {
  const { displayName = '' } = useParams();
  if (!isDisplayName(displayName)) return <RaisePageError error={pageNotFound(noProfile(displayName))} />;
  return <ResolvedShop key={displayName.toLowerCase()} displayName={displayName} />;
}

/** Section 5's words for a shop whose display name has no profile. */
const noProfile = (displayName: string) => `No profile id found for display name ${displayName}`;

function ResolvedShop({ displayName }: { displayName: string }) {
  const creator = useCreatorProfile(displayName);
  // The profile arriving is a store update, which React renders at once; the shop it reveals (header, tabs, recent
  // products, feed) renders as a transition instead, in slices between frames, under the loading state meanwhile.
  const shownStatus = useDeferredValue(creator.status);
  const { t } = strings.useStrings();
  switch (creator.status) {
    case 'pending':
      return <PageLoading />;
    // An unknown creator or a failed profile read is what this visit shows: the splash goes.
    case 'not-found':
      return (
        <>
          <VisitContentReady />
          <RaisePageError error={pageNotFound(noProfile(displayName))} />
        </>
      );
    case 'error':
      return (
        <>
          <VisitContentReady />
          <PageErrorState title={t('error.title')} onRetry={creator.retry} />
        </>
      );
    case 'success':
      return shownStatus === 'success' ? <Shop profile={creator.profile} /> : <PageLoading />;
  }
}

function Shop({ profile }: { profile: Profile }) {
  const { tab, restore } = useShopJourney(profile.displayName);
  if (restore) return <Navigate to={shopTabPath(profile.displayName, restore)} replace />;
  const context: ShopContext = { profile };
  return (
    <div css={shopPageLayout}>
      <CreatorHeaderContainer profile={profile}>
        <ShopNav displayName={profile.displayName} active={tab} />
        <div css={shopContentLayout}>
          <Outlet context={context} />
        </div>
      </CreatorHeaderContainer>
    </div>
  );
}
