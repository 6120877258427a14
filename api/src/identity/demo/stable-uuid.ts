import { createHash } from 'node:crypto';

/** A UUID derived from its parts, so re-seeding yields the same ids. */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('/')).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
