/** The full legal documents on the company site (the header's external links). */
export const LEGAL_LINKS = {
  terms: 'https://company.shopltk.com/terms-of-service',
  privacy: 'https://company.shopltk.com/privacy-policy',
  cookies: 'https://company.shopltk.com/cookie-policy',
} as const;
