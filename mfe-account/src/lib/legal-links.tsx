import type { SerializedStyles, Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { textLink } from '@ltk/ui/primary-link';
import { strings } from '../i18n/strings';

// One link a row, a gap between rows: each link is a target of its own (24 px tall, apart).
const list = (theme: Theme) =>
  css({ display: 'grid', gap: theme.spacing(1), margin: 0, paddingLeft: theme.spacing(2.5) });

/** The full legal documents on the company site (the header's external links). */
const LEGAL_LINKS = {
  terms: 'https://company.shopltk.com/terms-of-service',
  privacy: 'https://company.shopltk.com/privacy-policy',
  cookies: 'https://company.shopltk.com/cookie-policy',
} as const;

/** The Terms, Privacy and Cookie documents as a list of links opening in a new tab. */
export function LegalDocumentLinks({ listCss }: { listCss?: (theme: Theme) => SerializedStyles }) {
  const { t } = strings.useStrings();
  return (
    <ul css={[list, listCss]}>
      {(['terms', 'privacy', 'cookies'] as const).map((key) => (
        <li key={key}>
          <a href={LEGAL_LINKS[key]} target="_blank" rel="noopener noreferrer" css={textLink}>
            {t(`legal.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
