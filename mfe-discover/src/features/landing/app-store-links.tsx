import { css, type Theme } from '@emotion/react';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '@ltk/contracts';
import { primaryLinkInline } from '@ltk/ui/primary-link';
import { usePageStrings } from '../../i18n/page-strings';

/** The App Store and Google Play links (new tab). */
export function AppStoreLinks() {
  const { t } = usePageStrings();
  return (
    <ul aria-label={t('appLinks.label')} css={list}>
      <li>
        <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" css={primaryLinkInline}>
          {t('appLinks.appStore')}
        </a>
      </li>
      <li>
        <a href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer" css={primaryLinkInline}>
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
