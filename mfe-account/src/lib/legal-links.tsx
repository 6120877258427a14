import type { SerializedStyles, Theme } from '@emotion/react';
import { strings } from '../i18n/strings';

/** The full legal documents on the company site (the header's external links). */
export const LEGAL_LINKS = {
  terms: 'https://company.shopltk.com/terms-of-service',
  privacy: 'https://company.shopltk.com/privacy-policy',
  cookies: 'https://company.shopltk.com/cookie-policy',
} as const;

/** The Terms, Privacy and Cookie documents as a list of links opening in a new tab. */
export function LegalDocumentLinks({ listCss }: { listCss?: (theme: Theme) => SerializedStyles }) {
  const { t } = strings.useStrings();
  return (
    <ul css={listCss}>
      {(['terms', 'privacy', 'cookies'] as const).map((key) => (
        <li key={key}>
          <a href={LEGAL_LINKS[key]} target="_blank" rel="noopener noreferrer">
            {t(`legal.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
