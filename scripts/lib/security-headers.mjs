// Security headers of the static server (and the shape the api follows): every response gets nosniff and a
// Referrer-Policy; HTML gets a Content-Security-Policy that allows only this app's origins, hashes its inline scripts,
// and forbids framing.
import { createHash } from 'node:crypto';

/** Headers every response carries. */
export const BASE_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/** `'sha256-…'` sources for each inline `<script>` (no `src`) of an HTML document. */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The origins a shell's runtime registry lets the page talk to: the api, every remote, and the allowed override
 * origins (a developer's copy of a remote).
 * @param {unknown} config the parsed runtime-config.json
 */
export function originsOfRuntimeConfig(config) {
  const origins = new Set();
  const add = (/** @type {unknown} */ value) => {
    if (typeof value !== 'string') return;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not an absolute URL: a same-origin path, covered by 'self'.
    }
  };
  if (config && typeof config === 'object') {
    const { apiBaseUrl, remotes, overrides } = /** @type {Record<string, any>} */ (config);
    add(apiBaseUrl);
    if (remotes && typeof remotes === 'object') Object.values(remotes).forEach(add);
    if (overrides?.enabled && Array.isArray(overrides.allowedOrigins)) overrides.allowedOrigins.forEach(add);
  }
  return [...origins];
}

/**
 * The websocket origins of the allowed override origins (`ws:` for `http:`, `wss:` for `https:`), only when the
 * runtime config enables overrides: a dev remote's dev server pushes its hot updates through one
 * (docs/develop-one-remote.md). Never listed otherwise, so a production page opens no socket.
 * @param {unknown} config the parsed runtime-config.json
 */
export function overrideSocketOrigins(config) {
  const overrides =
    config && typeof config === 'object' ? /** @type {Record<string, any>} */ (config).overrides : null;
  if (!overrides?.enabled || !Array.isArray(overrides.allowedOrigins)) return [];
  const sockets = new Set();
  for (const origin of overrides.allowedOrigins) {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:')
        sockets.add(`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
    } catch {
      // Not an absolute URL: nothing to connect to.
    }
  }
  return [...sockets];
}

/**
 * The headers of an HTML document: CSP with the document's inline-script hashes, `frame-ancestors 'none'`, plus
 * BASE_HEADERS. Styles allow 'unsafe-inline' (Emotion writes style tags at runtime); scripts never do.
 * @param {string} html
 * @param {string[]} origins other origins the page loads scripts, data, images and media from
 * @param {string[]} [sockets] websocket origins the page may connect to (overrideSocketOrigins)
 */
export function htmlSecurityHeaders(html, origins, sockets = []) {
  const others = [...new Set(origins)].join(' ');
  const list = (/** @type {string[]} */ ...sources) => sources.filter(Boolean).join(' ');
  const policy = [
    "default-src 'self'",
    `script-src ${list("'self'", others, ...inlineScriptHashes(html))}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', others)}`,
    `media-src ${list("'self'", 'blob:', others)}`,
    `connect-src ${list("'self'", others, ...new Set(sockets))}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { ...BASE_HEADERS, 'Content-Security-Policy': policy, 'X-Frame-Options': 'DENY' };
}
