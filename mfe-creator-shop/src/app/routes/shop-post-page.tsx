import { RaisePageError, pageNotFound, usePageTitle } from '@ltk/platform';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { useParams } from 'react-router-dom';
import { ShopPostView } from '../../features/shop-post/shop-post-view';
import { useShopPost } from '../../features/shop-post/use-shop-post';
import { usePageStrings } from '../../i18n/page-strings';
import { strings } from '../../i18n/strings';
import { useShop } from '../shop-context';

/** /explore/:displayName/posts/:id: one of the creator's posts inside the shop. */
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
      return <ShopPostView post={state.post} profile={profile} />;
  }
}
