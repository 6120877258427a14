export type ShareIds = { shareId: string; ownerId: string };

/** The two parts of a share hash: base64url of `{shareId}:{ownerId}` (spec section 3). Null when malformed. */
export function decodeShareHash(hash: string): ShareIds | null {
  if (!/^[A-Za-z0-9_-]{4,200}$/.test(hash)) return null;
  let text: string;
  try {
    text = atob(hash.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = /^([A-Za-z0-9-]{1,64}):([A-Za-z0-9-]{1,64})$/.exec(text);
  return match?.[1] && match[2] ? { shareId: match[1], ownerId: match[2] } : null;
}
