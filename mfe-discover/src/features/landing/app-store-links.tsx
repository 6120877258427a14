import { css, type Theme } from '@emotion/react';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '@ltk/contracts';
import { usePageStrings } from '../../i18n/page-strings';

/** The App Store and Google Play links (new tab). */
export function AppStoreLinks() {
  const { t } = usePageStrings();
  return (
    <ul aria-label={t('appLinks.label')} css={list}>
      <li>
        <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" css={badge}>
          {t('appLinks.appStore')}
        </a>
      </li>
      <li>
        <a href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer" css={badge}>
          {t('appLinks.googlePlay')}
        </a>
      </li>
    </ul>
  );
}

const list = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const badge = (theme: Theme) => css`
  display: inline-block;
  padding: ${theme.spacing(1.5, 3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
