// The first screen painted from the HTML, before any script, on a post and a product page (their LCP is the hero,
// which the HTML knows): static frames of the shell's header and banners and the page's hero image in the place and
// size the page renders it (the preloaded URL and srcset, so it is the same request).
// On /home (and /) the frames and the first row of the feed's cards, their heroes in the places and sizes the masonry
// list renders them, hidden until the shell's boot scripts have run: shown before them, their evaluation (long tasks)
// would count in Lighthouse's blocking time (TBT counts the long tasks after the first contentful paint), while the
// cards would otherwise wait for the remote, the feed call and its render (docs/decisions/0036-first-feed-cards-from-the-html.md).
// The shell's header and the page replace them without a layout shift: the frame has the header's box, the hero sits
// in a zero-height layer above the page's own hero. Both are `aria-hidden` and `inert` (no duplicate for screen
// readers or the keyboard), and an inline script removes them as soon as the real ones are on screen: the frame when
// the shell has rendered its header, the hero when the page's own hero image (the same `src`) has decoded, or at once
// when the page shows something else (another image, an error, the shell's own page, another route).
//
// The header and banner frames are the shell's own components rendered on the server (frame.tsx), the hero, the
// feed's tab row and first cards and a creator shop's header, search form and recent products' strip the page's own
// presentational components (page-paint.tsx); the banners' storage and expiry are the banners' own, the breakpoints
// @ltk/ui's.
// `e2e/tests/first-paint.spec.ts` fails when a frame, hero or card box differs from the page's.
import { STORAGE_KEYS } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { imageSrcSet, imageUrl, mq, theme } from '@ltk/ui';
import { HERO_WIDTH, HERO_WIDTH_PHONE } from '@ltk/ui/hero-size';
import { BANNER_DISMISSALS_KEY, DEEP_LINK_JOURNEYS, DISMISSAL_EXPIRY_MS } from '../features/banners';
import { EXTERNAL_LINKS } from '../features/header';
import { quotedAttr } from './escape-html';
import { framesOf, type Frames } from './frame';
import {
  FEED_PRELOADS,
  feedPart,
  heroPart,
  type FeedCardPaint,
  type FeedPaint,
  type HeroPaint,
} from './page-paint';

/**
 * The header's signed-out actions (log in, sign up, apply to be a creator): the frame does not know the reader's
 * session, so they keep their boxes but stay invisible.
 */
const SIGNED_OUT_ACTIONS = [paths.login(), paths.signup(), EXTERNAL_LINKS.applyCreator];

/** Whitespace collapsed around CSS punctuation: the styles as sent (about a third smaller). */
const minifyCss = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .trim();
/** Indentation and comment lines dropped: the script as sent (its CSP hash is of these bytes). */
const minifyScript = (js: string) =>
  js
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');

/** The frames' wrappers' and the page layer's styles (no user content: a constant). */
const PREPAINT_STYLE = minifyCss(`
      #ltk-prepaint-header,
      #ltk-prepaint-banners,
      #ltk-prepaint {
        font-family: ${theme.typography.fontFamily};
        font-size: ${theme.typography.size.md};
        line-height: ${theme.typography.lineHeight};
        color: ${theme.colors.text};
      }
      #ltk-prepaint-header *,
      #ltk-prepaint-banners *,
      #ltk-prepaint * {
        box-sizing: border-box;
      }
      ${SIGNED_OUT_ACTIONS.map((href) => `#ltk-prepaint-header a[href="${href}"]`).join(',')} {
        visibility: hidden;
      }
      ${mq.up('sm')} {
        .ltk-pp-reg {
          display: none;
        }
      }
      ${mq.down('md')} {
        .ltk-pp-top {
          display: none;
        }
      }
      #ltk-prepaint {
        height: 0;
        position: relative;
        z-index: 1;
        pointer-events: none;
      }
      #ltk-prepaint.ltk-pp-feedlayer ~ #main {
        min-height: 100vh;
      }
      .ltk-pp-later {
        visibility: hidden;
      }
`);

/**
 * The hand-over (a constant, so one CSP hash): removes the header frame once the shell has put its own header beside
 * it, and the hero layer once the page's image with the same `src` has decoded, or the page shows something else.
 * A mutation observer's callback runs before the next paint, so the swap is one frame.
 */
export const PREPAINT_HANDOFF = `<script>${minifyScript(`
      (function () {
        var d = document;
        var path = location.pathname;
        var header = d.getElementById('header');
        var frame = d.getElementById('ltk-prepaint-header');
        var strips = d.getElementById('ltk-prepaint-banners');
        // The banners the shell will not show this reader (it reads the same storage): a session hides the
        // registration strip, a dismissal that has not expired the desktop app banner (shell/src/features/banners).
        function stored(key) {
          try {
            return localStorage.getItem(key);
          } catch (e) {
            return null;
          }
        }
        function dropClass(name) {
          var found = strips && strips.getElementsByClassName(name)[0];
          drop(found);
        }
        if (stored(${JSON.stringify(STORAGE_KEYS.session)})) dropClass('ltk-pp-reg');
        try {
          var record = JSON.parse(stored(${JSON.stringify(BANNER_DISMISSALS_KEY)}) || '{}')[${JSON.stringify(DEEP_LINK_JOURNEYS.desktopTopBanner)}];
          var expiry = record && ${JSON.stringify(DISMISSAL_EXPIRY_MS[DEEP_LINK_JOURNEYS.desktopTopBanner])}[record.type];
          if (expiry && typeof record.dismiss_time === 'number' && Date.now() - record.dismiss_time < expiry)
            dropClass('ltk-pp-top');
        } catch (e) {
          // Unreadable: the shell shows the banner too.
        }
        // A feed's first screen waits for the shell's boot scripts (the HTML's script preloads of this origin: its
        // vendor and boot chunks) to have run, or for the shell's header: painted before them, their evaluation would
        // be long tasks after the first paint (Lighthouse's blocking time); after them the boot runs in short tasks.
        var later = [].slice.call(d.getElementsByClassName('ltk-pp-later'));
        function reveal() {
          later.forEach(function (node) {
            node.classList.remove('ltk-pp-later');
          });
          later = [];
        }
        if (later.length) {
          var boot = [].slice
            .call(d.querySelectorAll('link[rel="preload"][as="script"]'))
            .map(function (link) {
              return link.href;
            })
            .filter(function (href) {
              return href.indexOf(location.origin + '/') === 0;
            });
          var pending = boot.length;
          var ran = function () {
            if (--pending === 0) reveal();
          };
          new MutationObserver(function (records, watch) {
            records.forEach(function (record) {
              [].forEach.call(record.addedNodes, function (node) {
                var at = node.tagName === 'SCRIPT' ? boot.indexOf(node.src) : -1;
                if (at < 0) return;
                boot.splice(at, 1);
                node.addEventListener('load', ran);
                node.addEventListener('error', ran);
              });
            });
            if (!boot.length) watch.disconnect();
          }).observe(d.head, { childList: true });
        }
        var layer = d.getElementById('ltk-prepaint');
        // The painted images (a post's or a product's hero, a feed's first cards), each waiting for the page's own.
        var painted = layer ? [].slice.call(layer.getElementsByTagName('img')) : [];
        var waiting = [];
        var left = painted.length;
        function drop(node) {
          if (node && node.parentNode) node.parentNode.removeChild(node);
        }
        function dropLayer() {
          drop(layer);
          layer = null;
        }
        function dropImage(i) {
          var image = painted[i];
          if (!image) return;
          painted[i] = null;
          // A feed card is hidden, not removed: it keeps its grid cell, so the cards still painted stay in their
          // columns (removed, the next card moved into its place, and a card only wider screens show came in).
          var card = image.closest && image.closest('li');
          if (card) card.style.visibility = 'hidden';
          else drop(image);
          if (--left === 0) dropLayer();
        }
        // The same page: '/' is /home once the page has redirected there.
        function samePage() {
          var now = location.pathname;
          return now === path || (path === '/' && (now === '/home' || now === '/home/'));
        }
        function check() {
          // The page's regions come after this script in the document.
          var main = d.getElementById('main');
          var page = d.getElementById('shell-page');
          if (!samePage() || (page && page.firstChild)) {
            drop(frame);
            frame = null;
            dropLayer();
          }
          // The shell renders its header and banners in one commit.
          if (frame && header && header.lastElementChild !== frame) {
            drop(frame);
            frame = null;
            reveal();
          }
          if (!frame) {
            drop(strips);
            strips = null;
          }
          if (layer && main) {
            var images = [];
            var settled = false;
            for (var i = 0; i < main.children.length; i++) {
              var region = main.children[i];
              if (region === page) continue;
              images.push.apply(images, region.getElementsByTagName('img'));
              if (!settled && region.textContent.trim() && !region.querySelector('[aria-busy="true"]')) settled = true;
            }
            painted.forEach(function (image, k) {
              if (!image) return;
              var src = image.getAttribute('src');
              var shown = null;
              for (var j = 0; j < images.length && !shown; j++) if (images[j].getAttribute('src') === src) shown = images[j];
              if (shown && shown !== waiting[k]) {
                waiting[k] = shown;
                var done = function () {
                  if (waiting[k] === shown) dropImage(k);
                };
                if (shown.decode) shown.decode().then(done, done);
                else done();
              } else if (!shown && settled) dropImage(k);
            });
          }
          if (!frame && !layer) observer.disconnect();
        }
        var observer = new MutationObserver(check);
        observer.observe(d.body, { childList: true, subtree: true });
        addEventListener('popstate', check);
      })();
`)}</script>`;

/** The header frame: the shell's Header, logged out, in English (frame.tsx). */
function headerFrame(frames: Frames, later: boolean) {
  return `<div id="ltk-prepaint-header"${later ? ' class="ltk-pp-later"' : ''} aria-hidden="true" inert>${frames.header}</div>`;
}

/**
 * The banners the shell shows above every page, as frames (frame.tsx): on a phone (below 600 px) the registration
 * strip, and at 960 px and up the desktop app banner where the route shows app banners. The hand-over script drops
 * the one the shell will not show this reader (a session, a dismissal) before the first paint.
 * `later`: shown once the shell's boot scripts have run
 */
function bannerFrames(frames: Frames, later: boolean) {
  return `<div id="ltk-prepaint-banners"${later ? ' class="ltk-pp-later"' : ''} aria-hidden="true" inert>${frames.banners}</div>`;
}

/** The hero layer: a zero-height block between the header and the page holding the page's hero in its column. */
function heroLayer(html: string) {
  return `<div id="ltk-prepaint" aria-hidden="true" inert>${html}</div>`;
}

/**
 * The feed layer: the page's boxes above the feed, invisible, and the masonry list's first row, all from the page's
 * components (page-paint.tsx): /home's column, tab row and cards, or a creator shop's header, tab row, search form,
 * recent products' strip and cards.
 */
function feedLayer(html: string) {
  return `<div id="ltk-prepaint" class="ltk-pp-feedlayer ltk-pp-later" aria-hidden="true" inert>${html}</div>`;
}

/** @ltk/ui's mq.query.down('sm'): the FeedCard's phone `<source>`. */
const PHONE_MEDIA = mq.query.down('sm');

/** An image's `srcset` as @ltk/ui's imageSrcSet gives it, for a Save-Data reader too (the 1x candidate alone). */
const srcsetOf = (image: string, width: typeof HERO_WIDTH | typeof HERO_WIDTH_PHONE, saveData: boolean) =>
  saveData ? `${imageUrl(image, { width })} 1x` : imageSrcSet(image, { width });

/**
 * `<link rel="preload" as="image" fetchpriority="high">` for the first cards' heroes, one per media: the phone's
 * `<source>` srcset below 600 px, the `<img>`'s src and srcset from 600 px (the same requests the cards make, through
 * the same URL builders as the FeedCard's).
 */
function feedPreloads(cards: FeedCardPaint[], saveData: boolean) {
  return cards
    .slice(0, FEED_PRELOADS)
    .flatMap((card) => [
      `<link rel="preload" as="image" fetchpriority="high" media="${PHONE_MEDIA}" imagesrcset=${quotedAttr(
        srcsetOf(card.image, HERO_WIDTH_PHONE, saveData),
      )} />`,
      `<link rel="preload" as="image" fetchpriority="high" media="${mq.query.up('sm')}" href=${quotedAttr(
        imageUrl(card.image, { width: HERO_WIDTH }),
      )} imagesrcset=${quotedAttr(srcsetOf(card.image, HERO_WIDTH, saveData))} />`,
    ])
    .join('\n    ');
}

const HEADER_SLOT = /<div id="header" data-region="header"><\/div>/;
const BANNERS_SLOT = /<div id="banners" data-region="banners"><\/div>/;

/**
 * The HTML with its first screen, when there is a hero or feed cards to paint on a route that shows the shell's
 * header: the header frame inside the header's region, the banner frames inside the banners' region, the hero or feed
 * layer right after them, their styles at the end of the head and the hand-over script after them (a feed's preloads
 * after the title). Without those regions (not the shell's index.html) the HTML is left as it is.
 * `pathname`: the page's (the header marks the section it is in)
 */
export function injectPrepaint(
  html: string,
  {
    header,
    appBanner,
    hero,
    feed,
    pathname,
    saveData = false,
  }: {
    header: boolean;
    appBanner: boolean;
    hero?: HeroPaint | null;
    feed?: FeedPaint | null;
    pathname: string;
    /** The reader asked for fewer bytes: images at 1x only, as the page shows them. */
    saveData?: boolean;
  },
) {
  const cards = feed?.cards.length ? feed : null;
  if (
    (!hero && !cards) ||
    !header ||
    !HEADER_SLOT.test(html) ||
    !BANNERS_SLOT.test(html) ||
    !/<\/head>/i.test(html)
  )
    return html;
  let layer: string;
  let pageCss: string;
  let preloads = '';
  if (hero) {
    const part = heroPart(pathname, hero, saveData);
    layer = heroLayer(part.html);
    pageCss = part.css;
  } else {
    const paint = cards as FeedPaint;
    const part = feedPart(pathname, paint, saveData);
    layer = feedLayer(part.html);
    pageCss = part.css;
    preloads = feedPreloads(paint.cards, saveData);
  }
  const withPreloads =
    preloads && /<\/title>/i.test(html)
      ? html.replace(/<\/title>/i, (end) => `${end}\n    ${preloads}`)
      : html.replace(/<\/head>/i, () => `${preloads}</head>`);
  const frames = framesOf(pathname, { appBanner });
  return withPreloads
    .replace(/<\/head>/i, () => `<style>${frames.css}${pageCss}${PREPAINT_STYLE}</style></head>`)
    .replace(HEADER_SLOT, () => `<div id="header" data-region="header">${headerFrame(frames, !hero)}</div>`)
    .replace(
      BANNERS_SLOT,
      () =>
        `<div id="banners" data-region="banners">${bannerFrames(frames, !hero)}</div>${layer}${PREPAINT_HANDOFF}`,
    );
}
