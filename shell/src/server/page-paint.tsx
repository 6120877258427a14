// The page's part of the first screen painted from the HTML, rendered on the server from the page's own presentational
// components, as frame.tsx renders the header and banners: a post's hero in the post page's column (@ltk/ui/post
// PostHero, postPageLayout), a product's image in the product page's (ProductImage, productPageLayout), and a feed's
// first row: the tab row (@ltk/ui/tab-nav TabNav) in /home's page column (@ltk/ui/page-layout PageLayout), or in a
// creator shop's page under its header and above its search form and recent products' strip (@ltk/ui/shop,
// @ltk/ui/shop-posts) or under a collection's title (@ltk/ui/shop-collection), and the first cards (@ltk/ui FeedCard), each at the top of its column as the masonry list (@ltk/ui/feed MasonryFeed) places
// them: FEED_GRID_COLUMNS columns per breakpoint, MASONRY_GAPS between them.
import { breakpoints, FEED_GRID_COLUMNS, FeedCard, mq, type Breakpoint } from '@ltk/ui';
import { MASONRY_GAPS } from '@ltk/ui/feed';
import { PageLayout } from '@ltk/ui/page-layout';
import { PostHero, postPageLayout, ProductImage, productPageLayout } from '@ltk/ui/post';
import { CreatorHeader, shopContentLayout, shopPageLayout } from '@ltk/ui/shop';
import { ShopCollection } from '@ltk/ui/shop-collection';
import { RecentProductsStrip, ShopSearchForm } from '@ltk/ui/shop-posts';
import { TabNav, type TabNavTab } from '@ltk/ui/tab-nav';
import { renderParts } from './frame';

/** The page's hero: the api's image URL, and for a post the image's size (the page's fallback without one). */
export interface HeroPaint {
  kind: 'post' | 'product';
  image: string;
  width?: number | null;
  height?: number | null;
}

/** A feed card's hero: the post's image and its size, and whether the card has its creator row above the hero. */
export interface FeedCardPaint {
  id: string;
  image: string;
  width: number | null;
  height: number | null;
  creatorRow: boolean;
}

/** A tab of the row above the feed: its path and its (English) label. */
export type TabPaint = Omit<TabNavTab, 'current'>;

/**
 * The first feed cards of a page: /home's, or a creator shop's (the creator's name: the shop's header and search
 * label, which wrap with it).
 */
export type FeedPaint =
  | { page: 'home'; tabs: TabPaint[]; cards: FeedCardPaint[] }
  | {
      page: 'shop';
      tabs: TabPaint[];
      cards: FeedCardPaint[];
      displayName: string;
      /** The current tab's path (the first tab's without it). */
      current?: string;
      /** A collection's page: its title (above its cards, instead of the posts tab's search form and strip). */
      collection?: string;
    };

/** The cards whose hero loads eagerly (and is preloaded): a phone's first row (the LCP element is one of them). */
export const FEED_PRELOADS = FEED_GRID_COLUMNS.xs;

/** A reader in Save-Data mode: each `srcset` offers its 1x candidate alone, as @ltk/ui's imageSrcSet then does. */
const oneX = (html: string) => html.replace(/ (srcset)="([^"\s]+) 1x[^"]*"/gi, ' $1="$2 1x"');

/** The page's hero in the page's column, alone (the page's text and actions are not painted). */
export function heroPart(pathname: string, hero: HeroPaint, saveData: boolean) {
  const {
    html: [html = ''],
    css,
  } = renderParts(pathname, [
    hero.kind === 'post' ? (
      <article key="post" css={postPageLayout}>
        <div>
          <PostHero
            post={{
              heroImage: hero.image,
              heroImageWidth: hero.width ?? 0,
              heroImageHeight: hero.height ?? 0,
            }}
            alt=""
          />
        </div>
      </article>
    ) : (
      <article key="product" css={productPageLayout}>
        <ProductImage src={hero.image} alt="" />
      </article>
    ),
  ]);
  return { html: saveData ? oneX(html) : html, css };
}

const noop = () => undefined;
const NoTile = () => null;

/** The masonry list's first row: each card in its `li`, with only its hero shown (prepaint.ts's style). */
function FirstRow({ cards }: { cards: FeedCardPaint[] }) {
  return (
    <ul className="ltk-pp-feed">
      {cards.map((card, index) => (
        <li key={`${card.id}-${index}`} className="ltk-pp-card">
          <FeedCard
            post={{
              id: card.id,
              heroImage: card.image,
              heroImageWidth: card.width,
              heroImageHeight: card.height,
            }}
            profile={card.creatorRow ? { displayName: '' } : null}
            postHref={`/post/${card.id}`}
            products={[]}
            liked={false}
            onLikeToggle={noop}
            priority={index < FEED_PRELOADS}
          />
        </li>
      ))}
    </ul>
  );
}

/** The tab row, only its box (invisible); `current`: the current tab's path (the first tab without it). */
function Tabs({ tabs, current = tabs[0]?.to }: { tabs: TabPaint[]; current?: string }) {
  return (
    <div className="ltk-pp-tabs">
      <TabNav label="" tabs={tabs.map((tab) => ({ ...tab, current: tab.to === current }))} />
    </div>
  );
}

/** mfe-creator-shop's English strings (its i18n en.json `search`, `recentProducts`): they size their boxes. */
const SHOP_TEXT = {
  searchLabel: (name: string) => `Search ${name}'s shop`,
  searchPlaceholder: 'Search posts',
  recentProducts: 'Recent products',
};

/**
 * A creator shop's page as mfe-creator-shop's shop layout and posts page (or collection page: the collection's title
 * above its cards) render it before the reader's follow state,
 * the follower count and the recent products are in: the header (with the avatar's box: its image would be one more
 * request before the cards'), the tab row, the search form, the recent products' loading strip (the loaded strip has
 * its height; a creator without products has none, and the page's cards then show higher) and the first row of
 * cards. Only the cards are shown (prepaint.ts's style).
 */
function ShopPage({ feed }: { feed: Extract<FeedPaint, { page: 'shop' }> }) {
  return (
    <div className="ltk-pp-shop" css={shopPageLayout}>
      <CreatorHeader
        profile={{ displayName: feed.displayName }}
        following={false}
        onFollow={noop}
        onUnfollowConfirm={noop}
        onUnfollowCancel={noop}
      >
        <Tabs tabs={feed.tabs} current={feed.current} />
        <div css={shopContentLayout}>
          {feed.collection !== undefined ? (
            <ShopCollection title={feed.collection}>
              <FirstRow cards={feed.cards} />
            </ShopCollection>
          ) : (
            <ShopSearchForm
              label={SHOP_TEXT.searchLabel(feed.displayName)}
              placeholder={SHOP_TEXT.searchPlaceholder}
              value=""
              onChange={noop}
            >
              <RecentProductsStrip title={SHOP_TEXT.recentProducts} ids={null} Tile={NoTile} />
              <FirstRow cards={feed.cards} />
            </ShopSearchForm>
          )}
        </div>
      </CreatorHeader>
    </div>
  );
}

/** A feed's page with its tab row and first row of cards: /home's page column, or a creator shop's page. */
export function feedPart(pathname: string, feed: FeedPaint, saveData: boolean) {
  const {
    html: [html = ''],
    css,
  } = renderParts(pathname, [
    feed.page === 'home' ? (
      <PageLayout key="home">
        <Tabs tabs={feed.tabs} />
        <FirstRow cards={feed.cards} />
      </PageLayout>
    ) : (
      <ShopPage key="shop" feed={feed} />
    ),
  ]);
  // The page's test hooks are the page's own: the painted copy, shown beside it for a moment, carries none.
  const page = html.replace(/ data-testid="[^"]*"/g, '');
  return { html: saveData ? oneX(page) : page, css: css + FIRST_ROW_STYLE };
}

const ORDER: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/**
 * The masonry list's first row as a grid: as many columns as the list has at each breakpoint, its column gap, and
 * only the first card of each column shown (the others are a wider screen's). The cards show their hero alone.
 */
function firstRowStyle() {
  const rules: string[] = [];
  let columns = 0;
  let gap = 0;
  for (const bp of ORDER) {
    const count = FEED_GRID_COLUMNS[bp];
    const x = (breakpoints[bp] >= breakpoints.sm ? MASONRY_GAPS.large : MASONRY_GAPS.small).x;
    if (count === columns && x === gap) continue;
    const shown = Array.from(
      { length: Math.max(count - columns, 0) },
      (_, i) => `.ltk-pp-card:nth-child(${columns + i + 1})`,
    );
    const body = `.ltk-pp-feed{grid-template-columns:repeat(${count},minmax(0,1fr));column-gap:${x}px;}${
      shown.length ? `${shown.join(',')}{display:block;}` : ''
    }`;
    rules.push(bp === 'xs' ? body : `${mq.up(bp)}{${body}}`);
    columns = count;
    gap = x;
  }
  return [
    '.ltk-pp-feed{display:grid;align-items:start;margin:0;padding:0;list-style:none;}',
    '.ltk-pp-card{display:none;min-width:0;}',
    '.ltk-pp-shop{visibility:hidden;}.ltk-pp-shop .ltk-pp-feed{visibility:visible;}',
    '.ltk-pp-card header,.ltk-pp-card button,.ltk-pp-tabs{visibility:hidden;}',
    '.ltk-pp-tabs{overflow:hidden;}',
    ...rules,
  ].join('');
}

const FIRST_ROW_STYLE = firstRowStyle();
