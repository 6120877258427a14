import type { RemoteName } from '@ltk/contracts';
import { registerRemotes } from '@module-federation/runtime';

/** The part of a remote's `mf-manifest.json` the shell reads. */
interface ManifestEntry {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

/**
 * A remote's `remoteEntry.js` URL from its manifest: next to the manifest unless the manifest names a
 * public path. Throws (with the manifest URL) when the manifest does not name an entry.
 */
export function entryFromManifest(manifest: unknown, manifestUrl: string): string {
  const meta = (manifest as ManifestEntry | null)?.metaData;
  const name = meta?.remoteEntry?.name;
  if (typeof name !== 'string' || !name)
    throw new Error(`${manifestUrl}: not a Module Federation manifest (no metaData.remoteEntry.name)`);
  const publicPath =
    typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : './';
  const dir =
    typeof meta?.remoteEntry?.path === 'string' && meta.remoteEntry.path
      ? `${meta.remoteEntry.path.replace(/\/+$/, '')}/`
      : '';
  return new URL(`${dir}${name}`, new URL(publicPath, manifestUrl)).href;
}

export interface RemoteEntries {
  /** Registers the remote with the federation runtime once its manifest is read; resolves when done. */
  ensure(name: RemoteName): Promise<void>;
  /** Forgets the remote (after an outage): the next `ensure` reads its manifest again and re-registers it. */
  reset(name: RemoteName): void;
}

/**
 * The runtime registry points at manifests (a deploy writes them; they name the versioned entry). The
 * federation runtime is built without its manifest ("snapshot") support, which the shell does not need
 * beyond this: it reads a remote's manifest the first time the remote is used (the current route's was
 * already fetched by index.html: `preloaded`), and registers the remote's entry URL.
 */
export function createRemoteEntries(
  registry: Record<RemoteName, string>,
  preloaded: Record<string, Promise<string>> = {},
  register: typeof registerRemotes = registerRemotes,
  fetchText: (url: string) => Promise<string> = defaultFetchText,
): RemoteEntries {
  const pending = new Map(Object.entries(preloaded));
  const ready = new Map<RemoteName, Promise<void>>();
  const stale = new Set<RemoteName>();

  const read = (url: string) => {
    const early = pending.get(url);
    pending.delete(url);
    return early ? early.catch(() => fetchText(url)) : fetchText(url);
  };

  return {
    ensure(name) {
      const known = ready.get(name);
      if (known) return known;
      const url = registry[name];
      if (!url) return Promise.reject(new Error(`${name} is not in the runtime registry`));
      const force = stale.delete(name);
      const registered = read(url)
        .then((text) => {
          register([{ name, entry: entryFromManifest(JSON.parse(text) as unknown, url) }], { force });
        })
        .catch((error: unknown) => {
          // Not cached: the next use (single-spa retries on navigation) reads the manifest again.
          ready.delete(name);
          stale.add(name);
          throw error;
        });
      ready.set(name, registered);
      return registered;
    },
    reset(name) {
      if (ready.delete(name)) stale.add(name);
    },
  };
}

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}
