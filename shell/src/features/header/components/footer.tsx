import { css } from '@emotion/react';
import { selectIsLoggedIn, useAppSelector } from '@ltk/store';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS } from '../lib/nav-links';
import { LanguageSelector } from './language-selector';

const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '24px 16px',
  borderTop: '1px solid #e3e3e3',
  background: '#f6f6f6',
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0, padding: 0, listStyle: 'none' },
  '& a': { color: '#1f1f1f' },
});

/** Footer: language selector, help center, and the legal block for logged-in users. */
export function Footer() {
  const { t } = useTranslation('shell-ui');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <footer css={footer} aria-label={t('footer.label')}>
      <LanguageSelector />
      <ul>
        <li>
          <a href={EXTERNAL_LINKS.helpCenter} {...external}>
            {t('nav.helpCenter')}
          </a>
        </li>
      </ul>
      {loggedIn ? (
        <nav aria-label={t('footer.legal')} data-testid="legal-block">
          <ul>
            <li>
              <a href={EXTERNAL_LINKS.terms} {...external}>
                {t('nav.terms')}
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.privacy} {...external}>
                {t('nav.privacy')}
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.cookie} {...external}>
                {t('nav.cookie')}
              </a>
            </li>
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}
