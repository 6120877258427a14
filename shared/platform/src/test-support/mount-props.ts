import type { AppProps } from 'single-spa';
import type { PlatformContext } from '../context/platform-context';

/** The props single-spa would pass a mounted application. */
export function mountProps(name: string, platform: PlatformContext, domElement: HTMLElement) {
  const props = { name, platform, domElement, singleSpa: {}, mountParcel: jest.fn() };
  return props as typeof props & AppProps;
}

/** Minimal fetch answering JSON by `METHOD /path` (jsdom has no Response). */
export function jsonFetch(routes: Record<string, unknown>): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const found = key in routes;
    const text = found
      ? JSON.stringify(routes[key])
      : JSON.stringify({ status: 404, error_code: 'not_found', developer_message: key });
    return { status: found ? 200 : 404, ok: found, text: async () => text } as unknown as Response;
  };
}
