/** Only same-site paths are followed after login (no open redirects). */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : fallback;
}
