import { RaisePageError, pageNotFound, usePageTitle } from '@ltk/platform';
import {
  fetchLikeStatus,
  selectIsLoggedIn,
  selectIsPostLiked,
  toggleLike,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PostProductsSection } from '../../features/post/components/post-products-section';
import { PostView } from '../../features/post/components/post-view';
import { usePost } from '../../features/post/hooks/use-post';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { strings } from '../../i18n/strings';
import { PageShare } from '../../lib/lazy-share-button';

/** /post/:id — hero, caption, creator link, like button and the post's products. */
export function PostPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const state = usePost(id);
  const { t } = strings.useStrings();
  const liked = useAppSelector((s) => selectIsPostLiked(s, id));
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const found = state.status === 'success';
  // The post's title, else 'Post by {creator}'; with neither, the shell's default title stays.
  const creatorName = found ? state.profile?.displayName : undefined;
  const byCreator = creatorName ? t('post.pageTitle', { name: creatorName }) : undefined;
  usePageTitle(found ? state.post.title.trim() || byCreator : undefined);
  useEffect(() => {
    if (loggedIn && found) void dispatch(fetchLikeStatus([id]));
  }, [dispatch, found, id, loggedIn]);
  switch (state.status) {
    case 'pending':
      return <PageLoading />;
    case 'not-found':
      return <RaisePageError error={pageNotFound(`No post with id ${id}`)} />;
    case 'error':
      return <PageErrorState title={t('error.title')} onRetry={state.retry} />;
    case 'success':
      return (
        <PostView
          post={state.post}
          profile={state.profile}
          video={state.video}
          liked={liked}
          onLikeToggle={() => void dispatch(toggleLike(id))}
          products={
            <>
              <PageShare
                routeName="post-id"
                params={{ id }}
                title={state.post.title.trim() || byCreator || id}
              />
              <PostProductsSection post={state.post} />
            </>
          }
        />
      );
  }
}
