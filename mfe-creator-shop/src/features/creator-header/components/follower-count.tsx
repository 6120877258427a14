import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { formatCompactNumber } from '@ltk/ui';
import { strings } from '../../../i18n/strings';

export type FollowerCountProps = { count: number };

/** "12.3K followers": compact English notation with at most one decimal. */
export function FollowerCount({ count }: FollowerCountProps) {
  const { t } = strings.useStrings();
  return (
    <span
      data-testid="follower-count"
      css={(theme: Theme) => css({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm })}
    >
      {t('header.followers', { value: formatCompactNumber(count) })}
    </span>
  );
}
