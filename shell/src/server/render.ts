import type { IncomingHttpHeaders } from 'node:http';
import { injectPreview, injectScriptPreloads } from './head-tags';
import { pageRoute, type EntityMatch } from './page-route';
import { injectPrepaint } from './prepaint';
import type { Lookup } from './preview-source';
import type { ScriptPreload } from './remote-scripts';

export interface Rendered {
  status: number;
  html: string;
}

/**
 * Renders the HTML of a pathname: the shell with its preview, a 404 for an unknown or invalid entity, or the plain
 * shell (any other route, an api slower than `timeoutMs`, or an api error). With `scripts` (the route's remote -> its
 * first scripts), a page of a remote's route also preloads that remote's entry and first chunks, when they are known
 * within the same `timeoutMs`.
 */
export function createRenderer({
  source,
  origin,
  brand = 'LTK',
  imageBase,
  timeoutMs = 300,
  scripts,
}: {
  source: { lookup(match: EntityMatch): Promise<Lookup> };
  origin: string;
  brand?: string;
  imageBase: string;
  timeoutMs?: number;
  scripts?: (remote: string) => Promise<ScriptPreload[]>;
}) {
  /**
   * `preloadScripts: false`: the page may load other copies of the remotes (`?override=`), so none is preloaded.
   */
  return async function render(
    pathname: string,
    html: string,
    { saveData = false, preloadScripts = true }: { saveData?: boolean; preloadScripts?: boolean } = {},
  ): Promise<Rendered> {
    const route = pageRoute(pathname);
    if (route.notFound) return { status: 404, html };
    const { match, remote } = route;
    const wantScripts = Boolean(scripts && preloadScripts && remote !== 'shell');
    if (!match && !wantScripts) return { status: 200, html };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    const within = <T>(promise: Promise<T>): Promise<T | null> =>
      Promise.race([promise, timeout]).catch(() => null);
    try {
      // On a timeout the lookup goes on and fills the cache for the next request; an api error is the plain shell.
      const [found, files] = await Promise.all([
        match ? within(source.lookup(match)) : null,
        wantScripts && scripts ? within(scripts(remote)) : null,
      ]);
      if (found?.status === 404) return { status: 404, html };
      const preview = found?.preview;
      const page = preview ? injectPreview(html, preview, { origin, brand, imageBase, saveData }) : html;
      const hero = preview?.paint;
      const feed = found?.feed;
      // The first screen from the HTML, when it knows the page's hero (a post's, a product's) or first feed cards.
      const painted = injectPrepaint(files ? injectScriptPreloads(page, files) : page, {
        header: route.header,
        appBanner: route.appBanner,
        hero,
        feed,
        pathname,
        saveData,
      });
      return { status: 200, html: painted };
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The reader wants fewer bytes: `Save-Data: on` (the browser's data saver), or an effective connection type (the ECT
 * client hint, sent once the site's `Accept-CH: ECT` has been seen) of 2g or slow-2g: what `@ltk/ui`'s
 * `saveDataMode()` reads in the page, so the preload is the image the page will show.
 */
export function lowData(headers: IncomingHttpHeaders): boolean {
  const header = (name: string) => String(headers[name] ?? '').trim();
  return /^on$/i.test(header('save-data')) || /^(slow-)?2g$/i.test(header('ect'));
}
