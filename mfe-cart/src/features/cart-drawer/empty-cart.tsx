import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { Button } from '@ltk/ui';
import { strings } from '../../i18n/strings';

export const START_SHOPPING_PATH = '/categories/ltkbuynow';

export function EmptyCart({ onStartShopping }: { onStartShopping: () => void }) {
  const { t } = strings.useStrings();
  return (
    <div css={(theme: Theme) => css({ textAlign: 'center', padding: theme.spacing(6, 2) })}>
      <h3 css={css({ margin: 0 })}>{t('empty.title')}</h3>
      <p css={(theme: Theme) => css({ color: theme.colors.textMuted })}>{t('empty.hint')}</p>
      <Button onClick={onStartShopping}>{t('empty.startShopping')}</Button>
    </div>
  );
}
