import { selectAuth, useAppSelector } from '@ltk/store';
import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { LOCALES, isSupportedLocale } from '@ltk/i18n';
import { Button, Spinner } from '@ltk/ui';
import { useId, useState } from 'react';
import { PrivacySection } from '../../features/privacy/privacy-section';
import { ChangeEmailForm } from '../../features/settings/change-email-form';
import { useSettings } from '../../features/settings/use-settings';
import { paths } from '@ltk/routes';
import { textLink } from '@ltk/ui/primary-link';
import { Link } from 'react-router-dom';
import { strings } from '../../i18n/strings';

const field = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(0.5)};
  margin-bottom: ${theme.spacing(2)};
`;

/** `/account`: account email and the locale setting (saved with PUT /v2/settings/). */
export function SettingsPage() {
  const { t } = strings.useStrings();
  const auth = useAppSelector(selectAuth);
  const { settings, status, save, saveStatus } = useSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const selectId = useId();
  const locale = draft ?? (settings && isSupportedLocale(settings.locale) ? settings.locale : 'en');

  return (
    <div
      css={(theme: Theme) =>
        css({
          maxWidth: 640,
          margin: '0 auto',
          padding: theme.spacing(2),
          fontFamily: theme.typography.fontFamily,
        })
      }
    >
      <h1 css={(theme: Theme) => css({ fontSize: theme.typography.size.xl })}>{t('settings.title')}</h1>
      <section aria-labelledby={`${selectId}-account`}>
        <h2 id={`${selectId}-account`} css={(theme: Theme) => css({ fontSize: theme.typography.size.lg })}>
          {t('settings.account')}
        </h2>
        {auth.user?.email ? (
          <p>
            {t('settings.email')}: <strong>{auth.user.email}</strong>
          </p>
        ) : null}
        {auth.user?.profile.authnCanChangeEmail && !auth.impersonating ? (
          <>
            <h3 css={(theme: Theme) => css({ fontSize: theme.typography.size.md })}>
              {t('settings.changeEmail')}
            </h3>
            <ChangeEmailForm current={auth.user.email} />
          </>
        ) : null}
        <p>
          <Link to={paths.changePassword()} css={textLink}>
            {t('settings.changePassword')}
          </Link>
        </p>
      </section>
      {status === 'pending' ? <Spinner /> : null}
      {status === 'failed' ? <p role="alert">{t('settings.loadError')}</p> : null}
      {settings ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save(locale);
          }}
        >
          <div css={field}>
            <label htmlFor={selectId}>{t('settings.language')}</label>
            <select
              id={selectId}
              value={locale}
              onChange={(event) => setDraft(event.target.value)}
              css={(theme: Theme) => css({ height: 40, padding: theme.spacing(0, 1), font: 'inherit' })}
            >
              {LOCALES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={saveStatus === 'pending'}>
            {saveStatus === 'pending' ? t('settings.saving') : t('settings.save')}
          </Button>
          {saveStatus === 'saved' ? <p role="status">{t('settings.saved')}</p> : null}
          {saveStatus === 'error' ? <p role="alert">{t('settings.saveError')}</p> : null}
        </form>
      ) : null}
      {auth.impersonating ? null : <PrivacySection />}
    </div>
  );
}
