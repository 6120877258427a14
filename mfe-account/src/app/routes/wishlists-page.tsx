import { usePageTitle } from '@ltk/platform';
import { PageEmptyState, PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { OwnWishlist } from '../../features/wishlists/own-wishlist';
import { useOwnWishlists } from '../../features/wishlists/use-own-wishlists';
import { strings } from '../../i18n/strings';
import { PageShell } from '../../lib/page-shell';

/** `/wishlists` (and `/collections` for a signed-in user): the user's wish collections with their products. */
export function WishlistsPage() {
  const { t } = strings.useStrings();
  usePageTitle(t('wishlists.title'));
  const { wishlists, status, retry } = useOwnWishlists();
  return (
    <PageShell title={t('wishlists.title')}>
      {wishlists.length > 0 ? (
        wishlists.map((wishlist) => <OwnWishlist key={wishlist.id} wishlist={wishlist} />)
      ) : status === 'failed' ? (
        <PageErrorState title={t('wishlists.loadError')} onRetry={retry} />
      ) : status === 'succeeded' ? (
        <PageEmptyState title={t('wishlists.emptyTitle')} message={t('wishlists.emptyHint')} />
      ) : (
        <PageLoading label={t('wishlists.loading')} />
      )}
    </PageShell>
  );
}
