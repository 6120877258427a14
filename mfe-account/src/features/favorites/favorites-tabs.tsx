import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { NavLink } from 'react-router-dom';
import { strings } from '../../i18n/strings';

const link = (theme: Theme) => css`
  padding: ${theme.spacing(1, 2)};
  border-bottom: 2px solid transparent;
  color: ${theme.colors.textMuted};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${theme.colors.text};
    border-bottom-color: ${theme.colors.primary};
  }
`;

/** Posts / Products navigation of the favorites pages. */
export function FavoritesTabs() {
  const { t } = strings.useStrings();
  return (
    <nav
      aria-label={t('favorites.tabs')}
      css={(theme: Theme) =>
        css({
          display: 'flex',
          borderBottom: `1px solid ${theme.colors.border}`,
          marginBottom: theme.spacing(2),
        })
      }
    >
      <NavLink to={paths.favoritePosts()} css={link}>
        {t('favorites.posts')}
      </NavLink>
      <NavLink to={paths.favoriteProducts()} css={link}>
        {t('favorites.products')}
      </NavLink>
    </nav>
  );
}
