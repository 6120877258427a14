import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The kinds of image the image service renders and signs. */
export type ImageKind = 'post' | 'product' | 'avatar' | 'retailer' | 'category' | 'sizechart';

/** Outside production without keys: a random key per process (image URLs change on restart; nothing else breaks). */
const PROCESS_IMAGE_KEY = randomBytes(32).toString('base64url');

/** `IMAGE_URL_KEY`, else the first `OIDC_COOKIE_KEYS` entry (a secret production already requires), else random. */
export function imageUrlKeyFrom(env: NodeJS.ProcessEnv): string {
  const cookieKey = (env.OIDC_COOKIE_KEYS ?? '').split(',')[0]?.trim();
  return env.IMAGE_URL_KEY || (cookieKey ? `images:${cookieKey}` : PROCESS_IMAGE_KEY);
}

/**
 * The path segment that lets `/images/{kind}/{signature}/{id}.jpg` render: an HMAC of kind and id, so only images the
 * api handed out (of entities that exist) are rendered, and made-up ids cost one HMAC and a 404, never a render.
 */
export function imageSignature(key: string, kind: ImageKind, id: string): string {
  return createHmac('sha256', key).update(`${kind}/${id}`).digest('base64url').slice(0, 16);
}

export function isValidImageSignature(key: string, kind: ImageKind, id: string, signature: string): boolean {
  const expected = Buffer.from(imageSignature(key, kind, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
