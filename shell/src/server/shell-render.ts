import { promises as fs } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { createPreviewSource } from './preview-source';
import { createRemoteScripts } from './remote-scripts';
import { createRenderer, lowData, type Rendered } from './render';

interface RuntimeConfig {
  brand?: unknown;
  apiBaseUrl?: unknown;
  remotes?: Record<string, unknown>;
}

/**
 * The shell's HTML rendering, for the static server of `root` (the shell's dist/: its history fallback goes through
 * it): share previews, hero and script preloads and the first screen. The api is read at `apiBaseUrl`; the brand and
 * the public api URL (for absolute image URLs) come from root's runtime-config.json when it has them. `origin` is the
 * site's public origin (canonical URLs).
 */
export function createShellRender({
  root,
  apiBaseUrl,
  origin,
  timeoutMs,
  cacheTtlMs,
  cacheSize,
}: {
  root: string;
  apiBaseUrl: string;
  origin: string;
  timeoutMs?: number;
  cacheTtlMs?: number;
  cacheSize?: number;
}) {
  const source = createPreviewSource({ apiBaseUrl, cacheTtlMs, cacheSize });
  const remoteScripts = createRemoteScripts();
  // Read per page like the static server's CSP does: a deploy rewrites it without restarting the server.
  const runtimeConfig = (): Promise<RuntimeConfig> =>
    fs
      .readFile(path.join(root, 'runtime-config.json'), 'utf8')
      .then((text) => JSON.parse(text) as RuntimeConfig)
      .catch(() => ({}));
  return async function render(pathname: string, html: string, request: IncomingMessage): Promise<Rendered> {
    const { brand, apiBaseUrl: publicApi, remotes } = await runtimeConfig();
    return createRenderer({
      source,
      origin,
      brand: typeof brand === 'string' && brand ? brand : undefined,
      imageBase: typeof publicApi === 'string' ? publicApi : apiBaseUrl,
      timeoutMs,
      // The registry's manifest URL of the route's remote (relative ones resolve against the site).
      scripts: async (remote) => {
        const manifest = remotes?.[remote];
        return typeof manifest === 'string' ? remoteScripts.of(new URL(manifest, origin).href) : [];
      },
    })(pathname, html, {
      saveData: lowData(request.headers),
      preloadScripts: !/[?&]override=/.test(request.url ?? ''),
    });
  };
}
