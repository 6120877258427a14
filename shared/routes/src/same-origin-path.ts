/**
 * The path, query and hash of `value` when it names a page of `origin`, else `fallback`. The value is parsed the way
 * the browser will parse it (`new URL(value, origin)`), so tricks that survive a string check (`/\t/evil.example`,
 * `/\\evil.example`, `//evil.example`) are refused, and navigation uses only the parsed path, never the raw value.
 */
export function sameOriginPath(value: string | null | undefined, origin: string, fallback = '/'): string {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether a retailer checkout URL may be navigated to: `https:` only, or one of `allowedOrigins` (the demo seed's
 * local retailers). Anything else (`javascript:`, `data:`, plain `http:` elsewhere) is refused.
 */
export function isSafeCheckoutUrl(value: string, allowedOrigins: readonly string[] = []): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}
