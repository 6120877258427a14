import type { Category, Post, ShopProductCollection } from '@ltk/contracts';
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

/** A gift guide (shop product collection of subtype GIFT_GUIDE) by `profile`. */
export function makeGiftGuide(id: string, title: string, audience = 'FOR_HER'): ShopProductCollection {
  return {
    id,
    collectionId: id,
    profileId: profile.id,
    title,
    subtype: 'GIFT_GUIDE',
    productCount: 5,
    description: `${title} description`,
    coverPhotoUrls: [`http://api.test/images/product/${id}.jpg`],
    attributes: { audience, occasion: 'CHRISTMAS' },
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

/** `GET /v3/activities/giftguides` with `guides` and their creator. */
export function giftGuidesResponse(guides: readonly ShopProductCollection[], next: string | null = null) {
  return {
    data: {
      activities: guides.map((guide) => ({
        id: `giftguide:${guide.id}`,
        type: 'gift_guide',
        collectionId: guide.collectionId,
        profileId: guide.profileId,
      })),
      shopProductCollections: guides,
      profiles: [profile],
    },
    meta: { next, limit: 36 },
  };
}
