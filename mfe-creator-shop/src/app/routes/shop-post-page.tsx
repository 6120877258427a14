import { RaisePageError, pageNotFound, usePageTitle } from '@ltk/platform';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { useParams } from 'react-router-dom';
import { ShopPostView } from '../../features/shop-post/shop-post-view';
import { TrendingProducts } from '../../features/trending-products/trending-products';
import { useShopPost } from '../../features/shop-post/use-shop-post';
import { usePageStrings } from '../../i18n/page-strings';
import { strings } from '../../i18n/strings';
import { WhenVisible } from '@ltk/ui/when-visible';
import { useShop } from '../shop-context';

/**
 * /explore/:displayName/posts/:id: one of the creator's posts inside the shop, then the creator's trending products
 * (loaded when scrolled to).
 */
export function ShopPostPage() {
  const { profile } = useShop();
  const { id = '' } = useParams();
  const { t } = strings.useStrings();
  const pages = usePageStrings();
  const state = useShopPost(id, profile.id);
  const found = state.status === 'success';
  usePageTitle(
    found ? state.post.title.trim() || pages.t('post.heroAlt', { name: profile.displayName }) : undefined,
  );
  switch (state.status) {
    case 'pending':
      return <PageLoading />;
    case 'not-found':
      return <RaisePageError error={pageNotFound(`No post ${id} in the shop of ${profile.displayName}`)} />;
    case 'error':
      return <PageErrorState title={t('error.title')} onRetry={state.retry} />;
    case 'success':
      return (
        <>
          <ShopPostView post={state.post} profile={profile} />
          <WhenVisible minHeight={TRENDING_PRODUCTS_HEIGHT}>
            <TrendingProducts profileId={profile.id} />
          </WhenVisible>
        </>
      );
  }
}

/** The trending products' height once in (heading, a row of product tiles, 'Show more'). */
const TRENDING_PRODUCTS_HEIGHT = 370;
