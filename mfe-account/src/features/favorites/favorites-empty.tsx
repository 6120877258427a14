import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { Link } from 'react-router-dom';
import { strings } from '../../i18n/strings';

/** Empty favorites: what to do, and a link to discover posts. */
export function FavoritesEmpty({ title, hint }: { title: string; hint: string }) {
  const { t } = strings.useStrings();
  return (
    <div role="status" css={(theme: Theme) => css({ textAlign: 'center', padding: theme.spacing(6, 2) })}>
      <h2 css={(theme: Theme) => css({ fontSize: theme.typography.size.lg })}>{title}</h2>
      <p css={(theme: Theme) => css({ color: theme.colors.textMuted })}>{hint}</p>
      <Link
        to={paths.home()}
        css={(theme: Theme) => css({ color: theme.colors.text, fontWeight: theme.typography.weight.bold })}
      >
        {t('favorites.discover')}
      </Link>
    </div>
  );
}
