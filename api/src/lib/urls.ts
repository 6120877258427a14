import type { Config } from '../config.js';
import { imageSignature } from '../images/image-signature.js';
import type { ImageKind } from '../images/image-signature.js';

export type { ImageKind };

/**
 * Image URLs already signed, per configuration: an uncached feed page with its includes names ~450 images (one HMAC
 * each, ~1.5 ms), and the same creators, posts and products come back page after page. Bounded: cleared when full.
 */
const signedUrls = new WeakMap<object, Map<string, string>>();
/** The same URLs as JSON string literals (what a serializer writes for them). */
const quotedUrls = new WeakMap<object, Map<string, string>>();
const SIGNED_URLS_MAX = 100_000;

/** `compute()` for the image `kind`/`id` of `config`, remembered in `byConfig`. */
function remembered(
  byConfig: WeakMap<object, Map<string, string>>,
  config: object,
  kind: ImageKind,
  id: string,
  compute: () => string,
): string {
  let values = byConfig.get(config);
  if (!values) byConfig.set(config, (values = new Map<string, string>()));
  const key = `${kind}/${id}`;
  let value = values.get(key);
  if (value === undefined) {
    if (values.size >= SIGNED_URLS_MAX) values.clear();
    value = compute();
    values.set(key, value);
  }
  return value;
}

/** Absolute URL of a generated image (`/images/{kind}/{signature}/{id}.jpg`: only signed ids render). */
export const imageUrl = (
  config: Pick<Config, 'publicUrl' | 'imageUrlKey'>,
  kind: ImageKind,
  id: string,
): string =>
  remembered(
    signedUrls,
    config,
    kind,
    id,
    () =>
      `${config.publicUrl}/images/${kind}/${imageSignature(config.imageUrlKey, kind, id)}/${encodeURIComponent(id)}.jpg`,
  );

/** `imageUrl` as a JSON string literal, remembered the same way. */
export const imageUrlJson = (
  config: Pick<Config, 'publicUrl' | 'imageUrlKey'>,
  kind: ImageKind,
  id: string,
): string => remembered(quotedUrls, config, kind, id, () => JSON.stringify(imageUrl(config, kind, id)));

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
