import type { Config } from '../config.js';
import { imageSignature } from '../images/image-signature.js';

export type ImageKind = 'post' | 'product' | 'avatar' | 'retailer' | 'category' | 'sizechart';

/** Absolute URL of a generated image (`/images/{kind}/{signature}/{id}.jpg`: only signed ids render). */
export function imageUrl(
  config: Pick<Config, 'publicUrl' | 'imageUrlKey'>,
  kind: ImageKind,
  id: string,
): string {
  return `${config.publicUrl}/images/${kind}/${imageSignature(config.imageUrlKey, kind, id)}/${encodeURIComponent(id)}.jpg`;
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
