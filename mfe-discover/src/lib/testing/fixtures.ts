import type { Category, Post } from '@ltk/contracts';
import { makePost, makeProfile } from '@ltk/testing';

export const profile = makeProfile({ id: 'profile-1', displayName: 'ana' });

/** `count` posts by `profile` captioned `{caption} {n}`, numbered from `from`. */
export function posts(caption: string, from: number, count: number): Post[] {
  return Array.from({ length: count }, (_, i) =>
    makePost({
      id: `${caption.toLowerCase().replace(/\W+/g, '-')}-${from + i}`,
      profileId: profile.id,
      caption: `${caption} ${from + i}`,
      productIds: [],
    }),
  );
}

/** A shop category as `GET /v1/categories` returns it. */
export function makeCategory(key: string, title: string, feedHashtag = key): Category {
  return {
    key,
    title,
    subtitle: `${title} picks`,
    url: `/categories/${key}`,
    imageUrl: `http://api.test/images/category/${key}.jpg`,
    actions: [{ actionType: 'v1_hashtag', feedHashtag }],
  };
}
