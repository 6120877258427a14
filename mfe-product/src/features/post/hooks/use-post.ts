import { useRequest } from '@ltk/platform';
import type { Post, PostMedia, Profile } from '@ltk/contracts';
import { isEntityId } from '@ltk/routes';
import { fetchPosts, useAppDispatch, useAppSelector } from '@ltk/store';

export type PostState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; post: Post; profile?: Profile; video?: PostMedia };

/** One post with its creator and video (GET /v2/ltks?ids=), from the shared cache when fresh. */
export function usePost(postId: string): PostState {
  const dispatch = useAppDispatch();
  const valid = isEntityId(postId);
  const request = useRequest(valid ? postId : null, () => dispatch(fetchPosts([postId])).unwrap());
  const post = useAppSelector((state) => state.entities.posts[postId]);
  const profile = useAppSelector((state) => (post ? state.entities.profiles[post.profileId] : undefined));
  const video = post?.media.find((media) => media.type === 'video');
  if (!valid) return { status: 'not-found' };
  if (request.status === 'error') return { status: 'error', retry: request.retry };
  if (post) return { status: 'success', post, profile, video };
  return request.status === 'pending' ? { status: 'pending' } : { status: 'not-found' };
}
