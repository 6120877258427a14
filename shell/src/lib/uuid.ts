const COMPACT_MAX = 32;
const HYPHENATED_MAX = 36;
const PART_LENGTHS = [8, 4, 4, 4, 12];
const HEX = /^[0-9a-f]+$/i;

class InvalidUuidError extends Error {
  constructor(value: string) {
    super(`invalid-UUID: ${value}`);
    this.name = 'InvalidUuidError';
  }
}

export function isCompactUuid(value: string): boolean {
  return value.length > 0 && value.length <= COMPACT_MAX && HEX.test(value);
}

/** True for the 8-4-4-4-12 hyphenated form. */
export function isHyphenatedUuid(value: string): boolean {
  if (value.length > HYPHENATED_MAX) return false;
  const parts = value.split('-');
  return (
    parts.length === PART_LENGTHS.length && parts.every((p, i) => p.length === PART_LENGTHS[i] && HEX.test(p))
  );
}

export function assertHyphenatedUuid(value: string): string {
  if (!isHyphenatedUuid(value)) throw new InvalidUuidError(value);
  return value;
}

/** Hyphenated to compact; anything that is not a valid hyphenated UUID comes back unchanged. */
export function toCompactUuid(value: string): string {
  return isHyphenatedUuid(value) ? value.replace(/-/g, '') : value;
}

/** Compact (32 hex) to hyphenated; anything else comes back unchanged. */
export function toHyphenatedUuid(value: string): string {
  if (value.length !== COMPACT_MAX || !HEX.test(value)) return value;
  let at = 0;
  return PART_LENGTHS.map((len) => value.slice(at, (at += len))).join('-');
}
