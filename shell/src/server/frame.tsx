// The first screen's header and banners, rendered on the server from the shell's own components (react-dom/server)
// with their styles extracted from Emotion's cache: the frames have the header's and the strips' boxes because they
// are the header and the strips, logged out and in English.
import createCache from '@emotion/cache';
import { DEFAULT_LOCALE } from '@ltk/i18n';
import { createPlatform, PlatformProviders, type PlatformContext } from '@ltk/platform';
import { Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DesktopTopBanner, RegistrationStrip } from '../features/banners';
import { Header, PRIMARY_LINKS, SearchStandIn } from '../features/header';
import { registerShellUiStrings } from '../i18n/register-shell-ui-strings';

/**
 * The Emotion key of the frames' class names: their own, so the page's Emotion (key `css`, which adopts server
 * styles of its key) never takes them for its own.
 */
const EMOTION_KEY = 'ltkpp';

/** The header frame's markup, the banner frames' markup and the styles both use. */
export interface Frames {
  header: string;
  banners: string;
  css: string;
}

let platform: PlatformContext | null = null;
/** A platform without a session or storage (the frame does not know the reader), English strings. */
function serverPlatform(): PlatformContext {
  if (!platform) {
    platform = createPlatform({
      config: { apiBaseUrl: 'http://localhost', brand: 'LTK', env: 'production' },
      storage: null,
      locale: DEFAULT_LOCALE,
    });
    void registerShellUiStrings(platform.i18n);
  }
  return platform;
}

/** Server-rendered markup (one string per node rendered) and the styles it uses. */
export interface Parts {
  html: string[];
  css: string;
}

/**
 * Renders each node with react-dom/server inside the page's providers (a memory router at `pathname`) and returns
 * the markup with the styles of every node, from one Emotion cache.
 */
export function renderParts(pathname: string, nodes: ReactNode[]): Parts {
  // A cache per rendering, in compat mode: Emotion keeps each inserted rule's CSS in `inserted` (what
  // @emotion/server's extractCritical reads) instead of writing a <style> before each element.
  const cache = createCache({ key: EMOTION_KEY });
  cache.compat = true;
  const html = nodes.map((node) =>
    renderToString(
      <PlatformProviders
        platform={serverPlatform()}
        cache={cache}
        router={{ kind: 'memory', initialEntries: [pathname] }}
      >
        {node}
      </PlatformProviders>,
      // The page's own ids (useId) never meet the frame's.
      { identifierPrefix: 'ltk-pp-' },
    )
      // React writes a preload link beside an image with a high fetch priority: the head has the page's own.
      .replace(/<link rel="preload"[^>]*\/>/g, '')
      // Attribute names as HTML writes them (React keeps the camel case of srcSet and fetchPriority).
      .replace(/ (srcSet|fetchPriority)="/g, (_, name: string) => ` ${name.toLowerCase()}="`),
  );
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, css };
}

function renderFrames(pathname: string, appBanner: boolean): Frames {
  const {
    html: [header = '', banners = ''],
    css,
  } = renderParts(pathname, [
    <Header
      key="header"
      searchStandIn={<SearchStandIn inputRef={{ current: null }} onActivate={() => undefined} />}
    />,
    // Both strips, each shown by the frame's media queries (the shell picks them by matchMedia); the hand-over
    // script drops the one the shell will not show this reader.
    <Fragment key="banners">
      <div className="ltk-pp-reg">
        <RegistrationStrip />
      </div>
      {appBanner ? (
        <div className="ltk-pp-top">
          <DesktopTopBanner autoDismissOnScroll={false} />
        </div>
      ) : null}
    </Fragment>,
  ]);
  return { header, banners, css };
}

const rendered = new Map<string, Frames>();

/**
 * The frames of a page with the shell's header: rendered once per kind of page (the header link it marks as
 * current, whether it shows the app banner), then reused.
 */
export function framesOf(pathname: string, { appBanner }: { appBanner: boolean }): Frames {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const section = PRIMARY_LINKS.find((link) => link.to === path)?.to ?? (path === '/search' ? path : '');
  const key = `${section}|${appBanner}`;
  let frames = rendered.get(key);
  if (!frames) {
    frames = renderFrames(pathname, appBanner);
    rendered.set(key, frames);
  }
  return frames;
}
