import { css } from '@emotion/react';
import { useBus, useTopic } from '@ltk/platform';
import { DEFAULT_LOCALE, LOCALES } from '@ltk/i18n';
import { visuallyHidden } from '@ltk/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const select = css({
  font: 'inherit',
  padding: '6px 8px',
  borderRadius: 4,
  border: '1px solid #bdbdbd',
  background: '#fff',
  '&:focus-visible': { outline: '2px solid #111', outlineOffset: 1 },
});

/** Publishes the chosen locale on the bus; the locale feature saves it and every remote re-renders. */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell-ui');
  const bus = useBus();
  const current = useTopic('locale')?.locale ?? DEFAULT_LOCALE;
  const id = useId();
  return (
    <span>
      <label
        htmlFor={id}
        css={compact ? visuallyHidden : undefined}
        style={compact ? undefined : { marginRight: 8 }}
      >
        {t('header.language')}
      </label>
      <select
        css={select}
        id={id}
        value={current}
        onChange={(event) => bus.publish('locale', { locale: event.target.value })}
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.iso}>
            {locale.name}
          </option>
        ))}
      </select>
    </span>
  );
}
