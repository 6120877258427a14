import { usePageTitle } from '@ltk/platform';
import { strings } from '../../i18n/strings';
import { LegalDocumentLinks } from '../../lib/legal-links';
import { PageShell } from '../../lib/page-shell';

/** `/terms-of-service`: what the terms cover, with the full Terms, Privacy and Cookie documents. */
export function TermsOfServicePage() {
  const { t } = strings.useStrings();
  usePageTitle(t('legalPages.termsTitle'));
  return (
    <PageShell title={t('legalPages.termsTitle')} narrow>
      <p>{t('legalPages.termsBody')}</p>
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
