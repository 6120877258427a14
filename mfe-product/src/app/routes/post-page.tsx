import { RaisePageError, pageNotFound, usePageTitle } from '@ltk/platform';
import {
  fetchLikeStatus,
  selectIsLoggedIn,
  selectIsPostLiked,
  toggleLike,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';
import { lazy, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PostProductsSection } from '../../features/post/components/post-products-section';
import { PostView } from '../../features/post/components/post-view';
import { usePost } from '../../features/post/hooks/use-post';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { WhenVisible } from '@ltk/ui/when-visible';
import { strings } from '../../i18n/strings';
import { PageShare } from '../../lib/lazy-share-button';

/** 'More from {creator}': its own chunk (with its strings), loaded when its place under the post is on the screen. */
const MoreFromCreator = lazy(
  () =>
    import(/* webpackChunkName: "more-from-creator" */ '../../features/more-from-creator/more-from-creator'),
);

/** The height of 'More from {creator}' once in (heading, a row of posts, 'Show more'), kept while it loads. */
const MORE_FROM_CREATOR_HEIGHT = 330;

/** /post/:id — hero, caption, creator link, like button and the post's products; then more from the creator. */
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
        <>
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
          {state.profile ? (
            <WhenVisible minHeight={MORE_FROM_CREATOR_HEIGHT}>
              <MoreFromCreator profileId={state.profile.id} name={state.profile.displayName} postId={id} />
            </WhenVisible>
          ) : null}
        </>
      );
  }
}
