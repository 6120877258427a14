import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { usePageTitle } from '@ltk/platform';
import { strings } from '../../i18n/strings';
import { LegalDocumentLinks } from '../../lib/legal-links';
import { PageShell } from '../../lib/page-shell';

const TERMS_SECTIONS = ['Account', 'Shopping', 'Content', 'Privacy', 'Storage', 'Changes'] as const;
const sectionTitle = (theme: Theme) =>
  css({ fontSize: theme.typography.size.lg, margin: theme.spacing(3, 0, 1) });

/** `/terms-of-service`: what the terms cover, section by section, then the full Terms, Privacy and Cookie documents. */
export function TermsOfServicePage() {
  const { t } = strings.useStrings();
  usePageTitle(t('legalPages.termsTitle'));
  return (
    <PageShell title={t('legalPages.termsTitle')} narrow>
      <p>{t('legalPages.termsBody')}</p>
      {TERMS_SECTIONS.map((section) => (
        <section key={section}>
          <h2 css={sectionTitle}>{t(`legalPages.terms${section}Title`)}</h2>
          <p>{t(`legalPages.terms${section}Body`)}</p>
        </section>
      ))}
      <h2 css={sectionTitle}>{t('legalPages.termsDocumentsTitle')}</h2>
      <LegalDocumentLinks />
    </PageShell>
  );
}

/** `/legal/virtual-patent`: the virtual patent marking notice. */
export function VirtualPatentPage() {
  const { t } = strings.useStrings();
  usePageTitle(t('legalPages.patentTitle'));
  return (
    <PageShell title={t('legalPages.patentTitle')} narrow>
      <p>{t('legalPages.patentBody')}</p>
    </PageShell>
  );
}
