/** A valid Emotion cache key (lowercase letters and dashes) for a mount name. */
export function emotionCacheKey(name: string | undefined): string {
  const cleaned = (name ?? 'remote')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `ltk-${cleaned || 'remote'}`;
}
