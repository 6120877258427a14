import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/register-shell-strings';

/** Minimal 404 used until the error screen of shell-features is mounted in its place. */
export function MinimalNotFound() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <section data-testid="not-found" css={{ padding: '48px 16px', textAlign: 'center' }}>
      <h1 css={{ fontSize: 24 }}>{t('notFound.title')}</h1>
      <a href="/home">{t('notFound.home')}</a>
    </section>
  );
}
