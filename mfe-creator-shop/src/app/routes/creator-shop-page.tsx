import { RaisePageError, pageNotFound, usePageTitle } from '@ltk/platform';
import { useParams } from 'react-router-dom';
import { CreatorFeed } from '../../features/creator-feed/components/creator-feed';
import { CreatorHeaderContainer } from '../../features/creator-header/components/creator-header-container';
import { useCreatorProfile } from '../../features/creator-profile/hooks/use-creator-profile';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { strings } from '../../i18n/strings';

export type CreatorShopPageProps = {
  /** Whether to show the post feed (the shop's first screen) under the header. */
  showFeed?: boolean;
};

/** /explore/:displayName — the creator's header and post feed; an unknown display name is a 404. */
export function CreatorShopPage({ showFeed = true }: CreatorShopPageProps) {
  const { displayName = '' } = useParams();
  const creator = useCreatorProfile(displayName);
  const { t } = strings.useStrings();
  usePageTitle(creator.status === 'success' ? creator.profile.displayName : undefined);
  switch (creator.status) {
    case 'pending':
      return <PageLoading />;
    case 'not-found':
      return <RaisePageError error={pageNotFound(`No profile id found for display name ${displayName}`)} />;
    case 'error':
      return <PageErrorState title={t('error.title')} onRetry={creator.retry} />;
    case 'success':
      return (
        <div>
          <CreatorHeaderContainer profile={creator.profile} />
          {showFeed ? <CreatorFeed profile={creator.profile} /> : null}
        </div>
      );
  }
}
