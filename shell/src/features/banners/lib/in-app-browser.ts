const IN_APP_PATTERNS: readonly RegExp[] = [
  /musical_ly|Bytedance|TikTok|trill_/i, // TikTok
  /FBAN|FBAV|FB_IAB/i, // Facebook
  /Instagram/i,
  /Pinterest/i,
  /\bGSA\//i, // Google app
];

/** True inside the TikTok, Facebook, Instagram, Pinterest or Google app webviews. */
export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_PATTERNS.some((pattern) => pattern.test(userAgent));
}
