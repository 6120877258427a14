import type { Scale } from '../config.js';
import type { Db, Queryable } from '../db/db.js';
import { heroDims } from '../images/hero-dims.js';
import { bulkInsert } from './bulk-insert.js';
import { GIFT_GUIDE_CATEGORIES } from './gift-guide-categories.js';
import { createPrng } from './prng.js';
import type { Prng } from './prng.js';
import { SCALES } from './scales.js';
import { CATEGORY_COUNTRIES, SHOP_CATEGORIES } from './shop-categories.js';
import {
  BIO_LINES,
  CAPTION_MIDDLES,
  CAPTION_OPENERS,
  CATEGORIES,
  FIRST_NAMES,
  HANDLE_SUFFIXES,
  LAST_NAMES,
  POLICY_TEMPLATES,
  RETAILERS,
  SHOP_SET_TITLES,
} from './vocabulary.js';
import type { CategoryKey, CategoryVocabulary } from './vocabulary.js';

export type SeedOptions = { seed: number; scale: Scale; log?: (line: string) => void };
export type SeedReport = { seed: number; scale: Scale; ms: number; counts: Record<string, number> };

/** Fixed clock so a seed number always yields the same dates. */
const BASE_TIME = Date.UTC(2026, 10, 20, 12, 0, 0);
const MINUTE = 60_000;

type Details = {
  id: string;
  name: string;
  item: string;
  category: CategoryKey;
  finalCents: number;
  onSale: boolean;
  buyNow: boolean;
  referenceId: string;
};

/**
 * The one deal category of a post, from its lead product: on sale, else under $50, else under $100. One each, so the
 * /deals sections (Sale Alert, Finds Under $100, Finds Under $50) never show the same post twice.
 */
function dealOf(lead: Details | undefined): 'salealert' | 'findsunder50' | 'findsunder100' | null {
  if (!lead) return null;
  if (lead.onSale) return 'salealert';
  if (lead.finalCents < 5000) return 'findsunder50';
  return lead.finalCents < 10000 ? 'findsunder100' : null;
}

type Profile = { id: string; displayName: string; fullName: string; weight: number };

function cents(prng: Prng, [min, max]: readonly [number, number]): number {
  const dollars = min + Math.pow(prng.next(), 1.7) * (max - min);
  return Math.max(Math.round(dollars) * 100 - 1, 499);
}

function weightedPicker<T>(items: readonly T[], weight: (item: T) => number, prng: Prng): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return () => {
    const target = prng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < target) lo = mid + 1;
      else hi = mid;
    }
    return items[lo] as T;
  };
}

function cartesian(options: { name: string; values: string[] }[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (acc, option) =>
      acc.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
    [{}],
  );
}

async function seedProfiles(tx: Queryable, prng: Prng, count: number): Promise<Profile[]> {
  const used = new Set<string>();
  const profiles: Profile[] = [];
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const first = prng.pick(FIRST_NAMES);
    const last = prng.pick(LAST_NAMES);
    let handle = `${first.toLowerCase()}${prng.pick(HANDLE_SUFFIXES)}`;
    if (prng.chance(0.3)) handle = `the${handle}`;
    while (used.has(handle)) handle = `${handle}${prng.int(1, 99)}`;
    used.add(handle);
    const followers = Math.round(800 * Math.pow(10, prng.next() * 3.4));
    const profile = {
      id: prng.uuid(),
      displayName: handle,
      fullName: `${first} ${last}`,
      weight: 0.2 + Math.pow(prng.next(), 2) * 5,
    };
    profiles.push(profile);
    rows.push([
      profile.id,
      handle,
      profile.fullName,
      prng.pick(BIO_LINES),
      followers,
      new Date(BASE_TIME - prng.int(200, 2000) * 1440 * MINUTE),
    ]);
  }
  await bulkInsert(
    tx,
    'profiles',
    [
      { name: 'id', type: 'text' },
      { name: 'display_name', type: 'text' },
      { name: 'full_name', type: 'text' },
      { name: 'bio', type: 'text' },
      { name: 'followers_count', type: 'int' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    rows,
  );
  return profiles;
}

async function seedProducts(tx: Queryable, prng: Prng, count: number): Promise<Details[]> {
  const pickCategory = weightedPicker(CATEGORIES, (c) => c.weight, prng);
  const details: Details[] = [];
  const detailRows: unknown[][] = [];
  const retailerProductRows: unknown[][] = [];
  const variantRows: unknown[][] = [];
  const mediaRows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const category: CategoryVocabulary = pickCategory();
    const kind = prng.pick(category.items);
    const item = kind.item;
    const name = `${prng.pick(kind.adjectives)} ${item}`;
    const retailerId = prng.pick(category.retailers);
    const priceCents = cents(prng, kind.priceRange);
    const onSale = prng.chance(0.3);
    const salePriceCents = onSale ? Math.round((priceCents * prng.int(55, 85)) / 100 / 100) * 100 - 1 : null;
    const id = prng.uuid();
    const buyNow = prng.chance(0.85);
    const retailerProductId = buyNow ? prng.uuid() : null;
    if (retailerProductId) {
      const options = category.options.map((template, position) => ({
        name: template.name,
        values:
          template.name === 'Size' || template.name === 'Shade'
            ? [...template.values]
            : prng.sample(template.values, prng.int(1, 3)),
        position: position + 1,
      }));
      retailerProductRows.push([
        retailerProductId,
        retailerId,
        name,
        options,
        prng.int(1, 3),
        category.sizeChart,
        POLICY_TEMPLATES,
      ]);
      cartesian(options).forEach((combo, position) => {
        const sizeStep =
          options[0]?.name === 'Size' && category.key === 'home'
            ? options[0].values.indexOf(combo.Size ?? '')
            : 0;
        // each size up costs 15% more (in whole dollars, so prices keep their .99)
        const step = (base: number) => Math.round((base * 0.15 * Math.max(sizeStep, 0)) / 100) * 100;
        const variantPrice = priceCents + step(priceCents);
        const variantSale = salePriceCents === null ? null : salePriceCents + step(salePriceCents);
        const stock = prng.chance(0.15) ? 0 : prng.int(1, 40);
        variantRows.push([
          prng.uuid(),
          retailerProductId,
          position,
          Object.values(combo).join(' / ') || 'Default',
          combo,
          variantPrice,
          variantSale,
          stock,
        ]);
      });
    }
    const images = prng.int(1, 3);
    for (let position = 0; position < images; position++)
      mediaRows.push([prng.uuid(), id, position, 1000, position === 0 ? 1000 : 1250]);
    detailRows.push([id, name, retailerId, retailerProductId, category.key, priceCents, salePriceCents]);
    details.push({
      id,
      name,
      item,
      category: category.key,
      finalCents: salePriceCents ?? priceCents,
      onSale,
      buyNow,
      referenceId: prng.uuid(),
    });
  }
  await bulkInsert(
    tx,
    'retailer_products',
    [
      { name: 'id', type: 'text' },
      { name: 'retailer_id', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'options', type: 'jsonb' },
      { name: 'image_count', type: 'int' },
      { name: 'has_size_chart', type: 'bool' },
      { name: 'policies', type: 'jsonb' },
    ],
    retailerProductRows,
  );
  await bulkInsert(
    tx,
    'variants',
    [
      { name: 'id', type: 'text' },
      { name: 'retailer_product_id', type: 'text' },
      { name: 'position', type: 'int' },
      { name: 'title', type: 'text' },
      { name: 'option_values', type: 'jsonb' },
      { name: 'price_cents', type: 'int' },
      { name: 'sale_price_cents', type: 'int' },
      { name: 'stock', type: 'int' },
    ],
    variantRows,
  );
  await bulkInsert(
    tx,
    'product_details',
    [
      { name: 'id', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'retailer_id', type: 'text' },
      { name: 'retailer_product_id', type: 'text' },
      { name: 'category', type: 'text' },
      { name: 'price_cents', type: 'int' },
      { name: 'sale_price_cents', type: 'int' },
    ],
    detailRows,
  );
  await bulkInsert(
    tx,
    'media_objects',
    [
      { name: 'id', type: 'text' },
      { name: 'product_details_id', type: 'text' },
      { name: 'position', type: 'int' },
      { name: 'width', type: 'int' },
      { name: 'height', type: 'int' },
    ],
    mediaRows,
  );
  return details;
}

const POST_COLUMNS = [
  { name: 'id', type: 'text' },
  { name: 'seq', type: 'int' },
  { name: 'profile_id', type: 'text' },
  { name: 'hash', type: 'text' },
  { name: 'title', type: 'text' },
  { name: 'caption', type: 'text' },
  { name: 'hero_width', type: 'int' },
  { name: 'hero_height', type: 'int' },
  { name: 'hashtags', type: 'text[]' },
  { name: 'featured', type: 'bool' },
  { name: 'date_published', type: 'timestamptz' },
  { name: 'score_24h', type: 'int' },
  { name: 'trending_score', type: 'int' },
  { name: 'share_count', type: 'int' },
  { name: 'product_count', type: 'int' },
  { name: 'search_text', type: 'text' },
  { name: 'lead_text', type: 'text' },
] as const;

const PRODUCT_COLUMNS = [
  { name: 'id', type: 'text' },
  { name: 'post_id', type: 'text' },
  { name: 'position', type: 'int' },
  { name: 'product_details_id', type: 'text' },
  { name: 'product_reference_id', type: 'text' },
  { name: 'matching', type: 'text' },
] as const;

async function seedPosts(
  tx: Queryable,
  prng: Prng,
  count: number,
  profiles: Profile[],
  details: Details[],
  terms: Map<string, number>,
): Promise<{ postsByProfile: Map<string, string[]>; products: number }> {
  const pickProfile = weightedPicker(profiles, (p) => p.weight, prng);
  const byCategory = new Map<CategoryKey, Details[]>();
  for (const d of details) byCategory.set(d.category, [...(byCategory.get(d.category) ?? []), d]);
  const pickCategory = weightedPicker(
    CATEGORIES.filter((c) => byCategory.has(c.key)),
    (c) => c.weight,
    prng,
  );
  const postsByProfile = new Map<string, string[]>();
  let productCount = 0;
  const chunk = 5000;
  for (let start = 0; start < count; start += chunk) {
    const postRows: unknown[][] = [];
    const productRows: unknown[][] = [];
    for (let seq = start + 1; seq <= Math.min(count, start + chunk); seq++) {
      const profile = pickProfile();
      const category = pickCategory();
      const pool = byCategory.get(category.key) ?? details;
      const n = prng.chance(0.04) ? 0 : prng.int(1, 7);
      const chosen: Details[] = [];
      // one product per name in a post (two "Seamless Sports Bra" at two prices read as a mistake); a few tries each
      for (let k = 0, tries = 0; k < n && tries < n * 4; tries++) {
        const candidate = prng.chance(0.75) ? prng.pick(pool) : prng.pick(details);
        if (chosen.some((d) => d.name === candidate.name)) continue;
        chosen.push(candidate);
        k++;
      }
      const id = prng.uuid();
      const lead = chosen[0];
      const deal = dealOf(lead);
      const tags = new Set<string>(prng.sample(category.hashtags, prng.int(1, category.hashtags.length)));
      if (deal === 'salealert') tags.add('ltksalealert');
      if (prng.chance(0.15)) tags.add('ltkgiftguide');
      if (deal === 'findsunder50') tags.add('ltkfindsunder50');
      const caption = [
        prng.pick(CAPTION_OPENERS).replace('{item}', (lead?.item ?? 'find').toLowerCase()),
        prng.pick(CAPTION_MIDDLES),
        [...tags].map((t) => `#${t}`).join(' '),
      ].join(' ');
      const hashtags = new Set(tags);
      if (deal) hashtags.add(deal);
      if (chosen.some((d) => d.buyNow)) hashtags.add('ltkbuynow');
      for (const tag of tags) terms.set(tag, (terms.get(tag) ?? 0) + 1);
      if (lead) terms.set(lead.item.toLowerCase(), (terms.get(lead.item.toLowerCase()) ?? 0) + 1);
      const dims = heroDims(id);
      const followersBoost = profile.weight;
      postRows.push([
        id,
        seq,
        profile.id,
        (seq * 7919 + 1_000_000).toString(36),
        `${profile.displayName} on LTK`,
        caption,
        dims.width,
        dims.height,
        [...hashtags],
        prng.chance(0.35),
        new Date(BASE_TIME - prng.int(0, 365 * 1440) * MINUTE),
        Math.round(prng.next() * 800 * followersBoost),
        Math.round(prng.next() * 1000 * followersBoost),
        prng.int(0, 4000),
        chosen.length,
        [caption, profile.displayName, profile.fullName, ...chosen.map((d) => d.name)].join(' '),
        lead?.name ?? '',
      ]);
      chosen.forEach((d, position) =>
        productRows.push([
          prng.uuid(),
          id,
          position,
          d.id,
          d.referenceId,
          prng.chance(0.85) ? 'exact' : 'similar',
        ]),
      );
      postsByProfile.set(profile.id, [...(postsByProfile.get(profile.id) ?? []), id]);
    }
    await bulkInsert(tx, 'posts', [...POST_COLUMNS], postRows);
    await bulkInsert(tx, 'products', [...PRODUCT_COLUMNS], productRows);
    productCount += productRows.length;
  }
  return { postsByProfile, products: productCount };
}

async function seedCollections(
  tx: Queryable,
  prng: Prng,
  profiles: Profile[],
  postsByProfile: Map<string, string[]>,
  details: Details[],
): Promise<{ collections: number; shopCollections: number }> {
  const collectionRows: unknown[][] = [];
  const itemRows: unknown[][] = [];
  const setRows: unknown[][] = [];
  const shopProductRows: unknown[][] = [];
  const audiences = GIFT_GUIDE_CATEGORIES.filter((c) => c.kind === 'recipient').map((c) => c.key);
  const occasions = GIFT_GUIDE_CATEGORIES.filter((c) => c.kind === 'occasion').map((c) => c.key);
  let setSeq = 0;
  let guideIndex = 0;
  for (const profile of profiles) {
    const posts = postsByProfile.get(profile.id) ?? [];
    const collectionCount = posts.length >= 4 ? prng.int(0, 3) : 0;
    for (let rank = 0; rank < collectionCount; rank++) {
      const id = prng.uuid();
      collectionRows.push([
        id,
        profile.id,
        prng.pick(SHOP_SET_TITLES),
        rank,
        new Date(BASE_TIME - prng.int(1, 300) * 1440 * MINUTE),
      ]);
      prng
        .sample(posts, prng.int(4, Math.min(40, posts.length)))
        .forEach((postId, position) => itemRows.push([prng.uuid(), id, postId, position]));
    }
    const sets = prng.int(0, 2);
    const guides = prng.int(1, 2);
    for (let k = 0; k < sets + guides; k++) {
      const isGuide = k >= sets;
      const id = prng.uuid();
      const audience = isGuide ? (audiences[guideIndex % audiences.length] ?? null) : null;
      const occasion = isGuide ? prng.pick(occasions) : null;
      if (isGuide) guideIndex++;
      const title = isGuide
        ? `${profile.fullName.split(' ')[0]}'s Gift Guide ${audience ? `: ${audience.replace('FOR_', 'for ').replace(/_/g, ' ').toLowerCase()}` : ''}`.trim()
        : prng.pick(SHOP_SET_TITLES);
      setRows.push([
        id,
        profile.id,
        title,
        isGuide ? 'GIFT_GUIDE' : 'PRODUCT_SET',
        isGuide
          ? 'Gifts I would love to give (and get) this season.'
          : 'The pieces I reach for again and again.',
        audience,
        occasion,
        new Date(BASE_TIME - prng.int(1, 200) * 1440 * MINUTE),
        ++setSeq,
      ]);
      prng
        .sample(details, prng.int(5, 16))
        .forEach((d, position) => shopProductRows.push([prng.uuid(), id, position, d.id, d.referenceId]));
    }
  }
  await bulkInsert(
    tx,
    'collections',
    [
      { name: 'id', type: 'text' },
      { name: 'profile_id', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'rank', type: 'int' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    collectionRows,
  );
  await bulkInsert(
    tx,
    'collection_items',
    [
      { name: 'id', type: 'text' },
      { name: 'collection_id', type: 'text' },
      { name: 'post_id', type: 'text' },
      { name: 'position', type: 'int' },
    ],
    itemRows,
  );
  await bulkInsert(
    tx,
    'shop_product_collections',
    [
      { name: 'id', type: 'text' },
      { name: 'profile_id', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'subtype', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'audience', type: 'text' },
      { name: 'occasion', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'seq', type: 'int' },
    ],
    setRows,
  );
  await bulkInsert(
    tx,
    'shop_products',
    [
      { name: 'id', type: 'text' },
      { name: 'collection_id', type: 'text' },
      { name: 'position', type: 'int' },
      { name: 'product_details_id', type: 'text' },
      { name: 'product_reference_id', type: 'text' },
    ],
    shopProductRows,
  );
  return { collections: collectionRows.length, shopCollections: setRows.length };
}

async function seedReferenceData(tx: Queryable, terms: Map<string, number>): Promise<void> {
  await bulkInsert(
    tx,
    'retailers',
    [
      { name: 'id', type: 'text' },
      { name: 'display_name', type: 'text' },
      { name: 'domain', type: 'text' },
      { name: 'max_quantity', type: 'int' },
    ],
    RETAILERS.map((r) => [r.id, r.displayName, r.domain, r.maxQuantity]),
  );
  await bulkInsert(
    tx,
    'categories',
    [
      { name: 'country', type: 'text' },
      { name: 'position', type: 'int' },
      { name: 'key', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'subtitle', type: 'text' },
      { name: 'feed_hashtag', type: 'text' },
    ],
    CATEGORY_COUNTRIES.flatMap((country) =>
      SHOP_CATEGORIES.map((c, position) => [country, position, c.key, c.title, c.subtitle, c.feedHashtag]),
    ),
  );
  await bulkInsert(
    tx,
    'gift_guide_categories',
    [
      { name: 'kind', type: 'text' },
      { name: 'key', type: 'text' },
      { name: 'status', type: 'text' },
      { name: 'position', type: 'int' },
      { name: 'labels', type: 'jsonb' },
    ],
    GIFT_GUIDE_CATEGORIES.map((c, position) => [c.kind, c.key, c.status, position, c.labels]),
  );
  for (const c of SHOP_CATEGORIES)
    terms.set(c.title.toLowerCase(), (terms.get(c.title.toLowerCase()) ?? 0) + 50);
}

/** Writes the whole deterministic catalog (empty catalog tables expected) in one transaction. */
export async function seedCatalog(
  db: Db,
  { seed, scale, log = () => undefined }: SeedOptions,
): Promise<SeedReport> {
  const started = Date.now();
  const size = SCALES[scale];
  const prng = createPrng(seed);
  const counts = await db.transaction(async (tx) => {
    const terms = new Map<string, number>();
    await seedReferenceData(tx, terms);
    const profiles = await seedProfiles(tx, prng, size.creators);
    const details = await seedProducts(tx, prng, size.productDetails);
    log(`seed: ${profiles.length} creators, ${details.length} product details (${Date.now() - started} ms)`);
    const { postsByProfile, products } = await seedPosts(tx, prng, size.posts, profiles, details, terms);
    log(`seed: ${size.posts} posts, ${products} products (${Date.now() - started} ms)`);
    const collections = await seedCollections(tx, prng, profiles, postsByProfile, details);
    for (const d of details) terms.set(d.name.toLowerCase(), (terms.get(d.name.toLowerCase()) ?? 0) + 1);
    await bulkInsert(
      tx,
      'search_terms',
      [
        { name: 'term', type: 'text' },
        { name: 'weight', type: 'int' },
      ],
      [...terms.entries()].map(([t, w]) => [t, w]),
    );
    const result = {
      creators: profiles.length,
      posts: size.posts,
      products,
      productDetails: details.length,
      ...collections,
    };
    await bulkInsert(
      tx,
      'seed_info',
      [
        { name: 'key', type: 'text' },
        { name: 'value', type: 'text' },
      ],
      [
        ['seed', String(seed)],
        ['scale', scale],
        ['counts', JSON.stringify(result)],
      ],
    );
    // Every third creator pins their second most recent post (shop search shows it first).
    await tx.exec(
      `update posts p set pinned_at = p.date_published + interval '1 hour'
       from (select id, row_number() over (partition by profile_id order by date_published desc, seq desc) as rn,
               dense_rank() over (order by profile_id) as creator
             from posts where status = 'published') ranked
       where p.id = ranked.id and ranked.rn = 2 and ranked.creator % 3 = 1`,
    );
    return result;
  });
  // vacuum, not only analyze: rows inserted after a GIN index was made wait in the index's pending list, which every
  // search then reads from end to end (a post search read all 6,000 posts' vectors instead of the 725 matching ones);
  // vacuum moves them into the index and marks the pages all-visible for index-only scans.
  await db.exec('vacuum analyze');
  return { seed, scale, ms: Date.now() - started, counts };
}
