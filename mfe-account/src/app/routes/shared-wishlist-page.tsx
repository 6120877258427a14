import { selectAuth, useAppSelector } from '@ltk/store';
import { paths } from '@ltk/routes';
import { usePageTitle } from '@ltk/platform';
import { PageEmptyState, PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { textLink } from '@ltk/ui/primary-link';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSharedWishlist } from '../../features/wishlists/use-shared-wishlist';
import { useSharedWishlistProducts } from '../../features/wishlists/use-wishlist-products';
import { WishlistProducts } from '../../features/wishlists/wishlist-products';
import { strings } from '../../i18n/strings';
import { PageShell } from '../../lib/page-shell';

/**
 * `/collections/:hash`: a shared wishlist for anyone with the link, logged in or not (30 products a page). The
 * allow-list gate answers on the server: turned off goes to `/`, an owner not allowed shows that it is private.
 */
export function SharedWishlistPage() {
  const { t } = strings.useStrings();
  const { hash = '' } = useParams();
  const { outcome, collection, ids, status, retry } = useSharedWishlist(hash);
  const list = useSharedWishlistProducts(hash, ids, outcome?.kind === 'found');
  const auth = useAppSelector(selectAuth);
  const own = Boolean(ids && auth.user?.userId === ids.ownerId);
  usePageTitle(collection?.name ?? t('shared.title'));

  if (outcome?.kind === 'disabled') return <Navigate to={paths.index()} replace />;
  const empty =
    outcome?.kind === 'not-found' ||
    (outcome?.kind === 'found' && list.status === 'succeeded' && list.ids.length === 0);
  return (
    <PageShell title={collection?.name ?? t('shared.title')}>
      {own ? (
        <p>
          <Link to={paths.wishlists()} css={textLink}>
            {t('shared.manage')}
          </Link>
        </p>
      ) : null}
      {outcome?.kind === 'forbidden' ? (
        <PageEmptyState title={t('shared.forbiddenTitle')} message={t('shared.forbiddenHint')}>
          <Link to={paths.home()} css={textLink}>
            {t('favorites.discover')}
          </Link>
        </PageEmptyState>
      ) : empty ? (
        <PageEmptyState title={t('shared.emptyTitle')} message={t('shared.emptyHint')}>
          <Link to={paths.home()} css={textLink}>
            {t('favorites.discover')}
          </Link>
        </PageEmptyState>
      ) : outcome?.kind === 'found' && collection ? (
        <WishlistProducts list={list} label={collection.name} removable={false} />
      ) : status === 'failed' ? (
        <PageErrorState title={t('shared.loadError')} onRetry={retry} />
      ) : (
        <PageLoading label={t('shared.loading')} />
      )}
    </PageShell>
  );
}
