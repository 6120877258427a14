import type { ShellRuntimeConfig } from '@ltk/contracts';

/** What the inline script of index.html started before the shell bundle arrived. */
export interface BootState {
  /** `/runtime-config.json`, fetched as soon as the HTML is parsed. */
  config?: Promise<ShellRuntimeConfig>;
  /** Manifest texts fetched for the current route, by manifest URL. */
  manifests?: Record<string, Promise<string>>;
  /**
   * Anonymous requests of the current page's first api calls (/home's feed, a post, /search's post search, ...): a
   * GET by absolute URL, a POST by `POST <url> <body>`.
   */
  responses?: Record<string, Promise<Response>>;
  /** The api client's fetch: takes a response of `responses` (once) for an anonymous GET or POST of the same request. */
  fetch?: typeof fetch;
}

declare global {
  interface Window {
    __LTK_BOOT__?: BootState;
  }
}

/** The boot state left by index.html (empty in tests or when the inline script did not run). */
export function readBootState(): BootState {
  return (typeof window !== 'undefined' && window.__LTK_BOOT__) || {};
}
