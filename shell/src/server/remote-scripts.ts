/** A script the page runs at boot (`cors`: loaded with crossorigin="anonymous", as webpack loads another origin's chunks). */
export interface ScriptPreload {
  href: string;
  cors: boolean;
}

interface Manifest {
  metaData: { publicPath?: string; remoteEntry: { path?: string; name: string } };
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The scripts a remote runs first, read from its federation manifest: its entry (a plain `<script>` of the federation
 * runtime) and the `./app` expose's sync chunks, as the boot script preloads them once it has the registry and the
 * manifest. Manifests are cached `cacheTtlMs` (a remote deploys on its own: short); failures are not cached. Each
 * read gives up after `fetchTimeoutMs`.
 */
export function createRemoteScripts({
  cacheTtlMs = 10_000,
  fetchTimeoutMs = 2_000,
  now = Date.now,
}: { cacheTtlMs?: number; fetchTimeoutMs?: number; now?: () => number } = {}) {
  const cache = new Map<string, { expires: number; value: Promise<ScriptPreload[]> }>();

  async function load(manifestUrl: string): Promise<ScriptPreload[]> {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
    const manifest = (await response.json()) as Manifest;
    const meta = manifest.metaData;
    const base =
      meta.publicPath && meta.publicPath !== 'auto'
        ? new URL(meta.publicPath, manifestUrl).href
        : manifestUrl;
    const file = (name: string) => new URL(name, base).href;
    const entry = meta.remoteEntry;
    const chunks = manifest.exposes?.find((e) => e.path === './app')?.assets?.js?.sync ?? [];
    return [
      { href: file(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), cors: false },
      ...chunks.map((chunk) => ({ href: file(chunk), cors: true })),
    ];
  }

  return {
    /** @param manifestUrl absolute */
    of(manifestUrl: string): Promise<ScriptPreload[]> {
      const hit = cache.get(manifestUrl);
      if (hit && hit.expires > now()) return hit.value;
      const value = load(manifestUrl);
      cache.set(manifestUrl, { expires: now() + cacheTtlMs, value });
      value.catch(() => {
        if (cache.get(manifestUrl)?.value === value) cache.delete(manifestUrl);
      });
      return value;
    },
  };
}
