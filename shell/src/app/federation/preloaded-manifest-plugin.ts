import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * Hands the federation runtime the manifests index.html already fetched, so a route's manifest is
 * requested once and in parallel with the shell bundle. Each preloaded body is used once; a failed
 * preload falls back to a normal fetch.
 */
export function preloadedManifestPlugin(manifests: Record<string, Promise<string>>): ModuleFederationRuntimePlugin {
  const pending = new Map(Object.entries(manifests));
  return {
    name: 'ltk-preloaded-manifest',
    fetch(url, init) {
      const preloaded = pending.get(url);
      if (!preloaded) return false;
      pending.delete(url);
      return preloaded.then(
        (text) => new Response(text, { headers: { 'content-type': 'application/json' } }),
        () => fetch(url, init),
      );
    },
  };
}
