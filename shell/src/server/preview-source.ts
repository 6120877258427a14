import { createApiClient, isApiError } from '@ltk/api-client';
import { IMAGE, PAGE_SIZES } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { FEED_GRID_COLUMNS, imageSrcSet, imageUrl } from '@ltk/ui';
import { HERO_WIDTH } from '@ltk/ui/hero-size';
import { hashtagStatus } from './hashtag-lookup';
import type { EntityMatch } from './page-route';
import type { FeedCardPaint, FeedPaint, HeroPaint, TabPaint } from './page-paint';

interface HeroPreload {
  href: string;
  srcset?: string;
}

/** A page's share preview; `paint`: the hero the HTML paints. */
export interface Preview {
  title: string;
  description: string;
  image?: string;
  type: 'article' | 'website';
  canonicalPath: string;
  hero?: HeroPreload;
  paint?: HeroPaint;
}

/** An entity's preview (or a feed's first cards, `feed`), or a 404. */
export type Lookup = { status: 200; preview?: Preview; feed?: FeedPaint } | { status: 404 };

export interface PreviewSource {
  /** The entity's preview or a 404; rejects when the api fails. */
  lookup(match: EntityMatch): Promise<Lookup>;
  /** Lookups cached now (bounded by cacheSize). */
  readonly size: number;
}

/** The cards the HTML paints: the widest first row (the most columns of @ltk/ui's FEED_GRID_COLUMNS). */
const FEED_CARDS = Math.max(...Object.values(FEED_GRID_COLUMNS));
/** mfe-discover's home tabs with their English labels (i18n en.json `tabs`): the tab row's box. */
const HOME_TABS: TabPaint[] = [
  { to: paths.home(), label: 'Discover' },
  { to: paths.homeForYou(), label: 'For you' },
  { to: paths.homeFollowing(), label: 'Following' },
  { to: paths.homeFollowingGiftGuides(), label: 'Gift Guides' },
];
/** mfe-creator-shop's tabs with their English labels (i18n en.json `nav`). */
const shopTabs = (displayName: string): TabPaint[] => [
  { to: paths.creator(displayName), label: 'Posts' },
  { to: paths.creatorCollections(displayName), label: 'Collections' },
  { to: paths.creatorProductSets(displayName), label: 'Product Sets' },
  { to: paths.creatorGiftGuides(displayName), label: 'Gift Guides' },
  { to: paths.creatorChat(displayName), label: 'Chat' },
];
const DESCRIPTION_MAX = 200;
const GIFT_GUIDE = 'GIFT_GUIDE';

/** An api field as a positive number, or null (the api's fields are read as they come: never trusted). */
const size = (value: unknown) => {
  const n = Number(value);
  return n > 0 ? n : null;
};

/** The page's `<img>` src and its 1x-3x srcset (mfe-product's post hero and product image). */
function heroOf(url: string, box: { width: typeof HERO_WIDTH; height?: number }) {
  return { href: imageUrl(url, box), srcset: imageSrcSet(url, box) };
}

/** Whitespace collapsed, cut at DESCRIPTION_MAX characters with an ellipsis. */
function summary(text: unknown) {
  const flat = (typeof text === 'string' ? text : '').replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : flat;
}

/** A post as the api sends it (its fields read as they come). */
interface PostBody {
  id: string;
  heroImage?: unknown;
  heroImageWidth?: unknown;
  heroImageHeight?: unknown;
  profileId?: string;
}

interface FeedBody {
  data?: {
    activities?: Array<{ postId?: string | null } | null>;
    ltks?: PostBody[];
    profiles?: Array<{ id: string }>;
  };
}

/**
 * The first cards of a list of posts (`ids` in the page's order), what @ltk/ui's FeedCard renders their heroes from:
 * up to the first one the page would not show as a card (no post, no hero image). `creatorRow`: whether the card
 * shows its creator's row (the page has the creator's profile).
 */
function cardsOf(
  ids: ReadonlyArray<string | null | undefined>,
  list: readonly PostBody[] | undefined,
  creatorRow: (post: PostBody) => boolean,
): FeedCardPaint[] {
  const posts = new Map((list ?? []).map((post) => [post.id, post]));
  const cards: FeedCardPaint[] = [];
  for (const id of ids.slice(0, FEED_CARDS)) {
    const post = id ? posts.get(id) : undefined;
    if (!post || typeof post.heroImage !== 'string' || !post.heroImage) break;
    cards.push({
      id: post.id,
      image: post.heroImage,
      width: size(post.heroImageWidth),
      height: size(post.heroImageHeight),
      creatorRow: creatorRow(post),
    });
  }
  return cards;
}

/** The first cards of a feed page (the api's body): its first activities' posts, in order. */
export function feedCards(body: FeedBody | null | undefined): FeedCardPaint[] {
  const profiles = new Set((body?.data?.profiles ?? []).map((profile) => profile.id));
  return cardsOf(
    (body?.data?.activities ?? []).map((activity) => activity?.postId),
    body?.data?.ltks,
    (post) => post.profileId !== undefined && profiles.has(post.profileId),
  );
}

/** A 404 from the api is `null`; any other failure rejects. */
const orNull = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });

/**
 * Reads the entities through @ltk/api-client (the same calls, so the same URLs, as the pages and the boot script's
 * first calls), with a cache of `cacheSize` lookups for `cacheTtlMs` (404s included; failures are not cached). Each
 * api call gives up after `fetchTimeoutMs`.
 */
export function createPreviewSource({
  apiBaseUrl,
  cacheTtlMs = 60_000,
  cacheSize = 500,
  fetchTimeoutMs = 5_000,
  now = Date.now,
}: {
  apiBaseUrl: string;
  cacheTtlMs?: number;
  cacheSize?: number;
  fetchTimeoutMs?: number;
  now?: () => number;
}): PreviewSource {
  const cache = new Map<string, { expires: number; value: Promise<Lookup> }>();
  const api = createApiClient({ baseUrl: apiBaseUrl, getAuth: () => null, timeoutMs: fetchTimeoutMs });

  async function profileByName(displayName: string) {
    const [profile] = await api.getProfilesByDisplayName([displayName]);
    return profile ?? null;
  }

  async function load({ kind, params }: EntityMatch): Promise<Lookup> {
    const enc = encodeURIComponent;
    if (kind === 'home') {
      // /home's Discover tab: the featured feed's first page (a failure is the plain shell, never a 404).
      const body = await api.getFeaturedFeed();
      return { status: 200, feed: { page: 'home', tabs: HOME_TABS, cards: feedCards(body) } };
    }
    const id = params.id ?? '';
    if (kind === 'hashtag') return { status: await hashtagStatus(api, id) };
    const displayName = params.displayName ?? '';
    if (kind === 'post') {
      const body = await api.getLtksByIds([id]);
      const post = body.ltks.find((p) => p.id === id);
      if (!post) return { status: 404 };
      const profile = body.profiles?.find((p) => p.id === post.profileId);
      const byCreator = profile?.displayName ? `Post by ${profile.displayName}` : '';
      const title = String(post.title ?? '').trim() || byCreator;
      const video = post.media?.some((m) => m.type === 'video' && m.url);
      const heroImage = typeof post.heroImage === 'string' ? post.heroImage : '';
      const hero = heroOf(heroImage, { width: HERO_WIDTH });
      return {
        status: 200,
        preview: {
          title,
          description: summary(post.caption) || title,
          image: heroImage ? hero.href : undefined,
          type: 'article',
          canonicalPath: `/post/${enc(post.id)}`,
          // A video post shows the image as the video's poster: one URL, no srcset (and no painted hero: the page
          // shows a video player).
          hero: heroImage ? (video ? { href: hero.href } : hero) : undefined,
          paint:
            heroImage && !video
              ? {
                  kind: 'post',
                  image: heroImage,
                  width: size(post.heroImageWidth),
                  height: size(post.heroImageHeight),
                }
              : undefined,
        },
      };
    }
    if (kind === 'product') {
      const [details] = await api.getProductDetails([id]);
      if (!details || details.id !== id) return { status: 404 };
      // mfe-product's product image: 450x450.
      const box = { width: HERO_WIDTH, height: HERO_WIDTH } as const;
      const hero = details.imageUrl ? heroOf(details.imageUrl, box) : undefined;
      return {
        status: 200,
        preview: {
          title: String(details.name ?? ''),
          description: summary([details.advertiserName, details.name].filter(Boolean).join(': ')),
          image: hero?.href,
          type: 'website',
          canonicalPath: `/products/${enc(details.id)}`,
          hero,
          paint: details.imageUrl ? { kind: 'product', image: details.imageUrl } : undefined,
        },
      };
    }
    if (kind === 'shop') {
      const profile = await profileByName(displayName);
      if (!profile) return { status: 404 };
      // The shop's first feed cards: the creator's feed page, as the boot script asks it once it has the profile (a
      // failure leaves them out, not the preview). Each card of the shop shows the creator's row.
      const cards = await api.getProfileFeed(profile.id).then(
        (body) => feedCards(body).map((card) => ({ ...card, creatorRow: true })),
        () => [],
      );
      return {
        status: 200,
        feed: {
          page: 'shop',
          tabs: shopTabs(String(profile.displayName)),
          cards,
          displayName: String(profile.displayName),
        },
        preview: {
          title: String(profile.displayName),
          description: summary(profile.bio) || String(profile.fullName || profile.displayName),
          image: profile.avatarUrl
            ? imageUrl(profile.avatarUrl, { width: IMAGE.avatarSize, height: IMAGE.avatarSize })
            : undefined,
          type: 'website',
          canonicalPath: `/explore/${enc(profile.displayName)}`,
        },
      };
    }
    if (kind === 'shop-collection') {
      // The collection's first posts, as mfe-creator-shop's collection page lists them (its items' posts, in order;
      // a card shows its creator's row when the post is the shop's creator's: the page has that profile alone).
      const [profile, body, items] = await Promise.all([
        profileByName(displayName),
        orNull(api.getCollection(id)),
        orNull(api.getCollectionItems(id, { limit: PAGE_SIZES.collections })),
      ]);
      const collection = body?.collection;
      if (!profile || !collection || collection.profileId !== profile.id) return { status: 404 };
      const name = String(profile.displayName);
      const title = String(collection.title ?? '');
      return {
        status: 200,
        feed: {
          page: 'shop',
          tabs: shopTabs(name),
          current: paths.creatorCollections(name),
          collection: title,
          cards: cardsOf(
            (items?.items ?? []).map((item) => item.externalId),
            items?.postsV2,
            (post) => post.profileId === profile.id,
          ),
          displayName: name,
        },
        preview: {
          title,
          description: title,
          type: 'website',
          canonicalPath: `/explore/${enc(name)}/collections/${enc(collection.id)}`,
        },
      };
    }
    // A product set or gift guide: its cover (the pages show it small and lazily: no preload).
    const [body, profile] = await Promise.all([
      orNull(api.getShopProductCollection(id)),
      kind === 'productset' ? Promise.resolve(null) : profileByName(displayName),
    ]);
    const set = body?.shopProductCollection;
    if (!set) return { status: 404 };
    if (kind !== 'productset' && (!profile || profile.id !== set.profileId)) return { status: 404 };
    if (kind === 'shop-giftguide' && set.subtype !== GIFT_GUIDE) return { status: 404 };
    const cover = set.coverPhotoUrls?.[0];
    const section = kind === 'shop-giftguide' ? 'giftguides' : 'productsets';
    return {
      status: 200,
      preview: {
        title: String(set.title ?? ''),
        description: summary(set.description) || String(set.title ?? ''),
        image: cover ? imageUrl(cover, { width: HERO_WIDTH }) : undefined,
        type: 'website',
        canonicalPath: profile
          ? `/explore/${enc(profile.displayName)}/${section}/${enc(set.id)}`
          : `/productsets/${enc(set.id)}`,
      },
    };
  }

  return {
    lookup(match) {
      const key = `${match.kind}:${JSON.stringify(match.params)}`.toLowerCase();
      const hit = cache.get(key);
      if (hit && hit.expires > now()) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.value;
      }
      const value = load(match);
      cache.delete(key);
      cache.set(key, { expires: now() + cacheTtlMs, value });
      while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
      value.catch(() => {
        if (cache.get(key)?.value === value) cache.delete(key);
      });
      return value;
    },
    get size() {
      return cache.size;
    },
  };
}
