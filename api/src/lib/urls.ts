import type { Config } from '../config.js';
import { imageSignature } from '../images/image-signature.js';

export type ImageKind = 'post' | 'product' | 'avatar' | 'retailer' | 'category' | 'sizechart';

/**
 * Image URLs already signed, per configuration: an uncached feed page with its includes names ~450 images (one HMAC
 * each, ~1.5 ms), and the same creators, posts and products come back page after page. Bounded: cleared when full.
 */
const signedUrls = new WeakMap<object, Map<string, string>>();
const SIGNED_URLS_MAX = 100_000;

/** Absolute URL of a generated image (`/images/{kind}/{signature}/{id}.jpg`: only signed ids render). */
export function imageUrl(
  config: Pick<Config, 'publicUrl' | 'imageUrlKey'>,
  kind: ImageKind,
  id: string,
): string {
  let urls = signedUrls.get(config);
  if (!urls) signedUrls.set(config, (urls = new Map<string, string>()));
  const key = `${kind}/${id}`;
  let url = urls.get(key);
  if (url === undefined) {
    if (urls.size >= SIGNED_URLS_MAX) urls.clear();
    url = `${config.publicUrl}/images/${kind}/${imageSignature(config.imageUrlKey, kind, id)}/${encodeURIComponent(id)}.jpg`;
    urls.set(key, url);
  }
  return url;
}

const quotedUrls = new WeakMap<object, Map<string, string>>();

/** `imageUrl` as a JSON string literal (what a serializer writes for it), memoized the same way. */
export function imageUrlJson(
  config: Pick<Config, 'publicUrl' | 'imageUrlKey'>,
  kind: ImageKind,
  id: string,
): string {
  let urls = quotedUrls.get(config);
  if (!urls) quotedUrls.set(config, (urls = new Map<string, string>()));
  const key = `${kind}/${id}`;
  let json = urls.get(key);
  if (json === undefined) {
    if (urls.size >= SIGNED_URLS_MAX) urls.clear();
    json = JSON.stringify(imageUrl(config, kind, id));
    urls.set(key, json);
  }
  return json;
}

/** Absolute URL of this service with the given query (arrays as repeated keys). */
export function serviceUrl(
  config: Pick<Config, 'publicUrl'>,
  path: string,
  query: Record<string, unknown>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return `${config.publicUrl}${path}${qs ? `?${qs}` : ''}`;
}
