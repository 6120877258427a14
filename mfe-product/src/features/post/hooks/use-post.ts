import type { Post, PostMedia, Profile } from '@ltk/contracts';
import { isEntityId } from '@ltk/routes';
import { useAppSelector, useRead } from '@ltk/store';
import { postRead } from '@ltk/store/entity-reads';

export type PostState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; post: Post; profile?: Profile; video?: PostMedia };

/** One post with its creator and video (GET /v2/ltks?ids=), from the shared cache when fresh. */
export function usePost(postId: string): PostState {
  const valid = isEntityId(postId);
  const { status, data: post, retry } = useRead(postRead, valid ? postId : null);
  const profile = useAppSelector((state) => (post ? state.entities.profiles[post.profileId] : undefined));
  const video = post?.media.find((media) => media.type === 'video');
  if (!valid) return { status: 'not-found' };
  if (status === 'failed') return { status: 'error', retry };
  if (post) return { status: 'success', post, profile, video };
  return status === 'pending' ? { status: 'pending' } : { status: 'not-found' };
}
