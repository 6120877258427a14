import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { SearchType } from '@ltk/contracts';
import type { KeyboardEvent } from 'react';
import { strings } from '../../i18n/strings';

const TYPES: readonly SearchType[] = ['post', 'profile'];

const tab = (theme: Theme) => css`
  padding: ${theme.spacing(1, 2)};
  border: none;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${theme.colors.textMuted};
  font: inherit;
  font-weight: ${theme.typography.weight.bold};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${theme.colors.text};
    border-bottom-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;

/** Posts / Creators tabs switching the `type` query (arrow keys move between tabs). */
export function SearchTabs({
  type,
  panelId,
  onChange,
}: {
  type: SearchType;
  panelId: string;
  onChange: (type: SearchType) => void;
}) {
  const { t } = strings.useStrings();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TYPES[(TYPES.indexOf(type) + 1) % TYPES.length] as SearchType;
    onChange(next);
    const target = event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(
      `[data-type="${next}"]`,
    );
    target?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('results.tabs')}
      css={(theme: Theme) => css({ display: 'flex', borderBottom: `1px solid ${theme.colors.border}` })}
    >
      {TYPES.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          data-type={value}
          aria-selected={value === type}
          aria-controls={panelId}
          tabIndex={value === type ? 0 : -1}
          css={tab}
          onClick={() => onChange(value)}
          onKeyDown={onKeyDown}
        >
          {t(value === 'post' ? 'results.posts' : 'results.creators')}
        </button>
      ))}
    </div>
  );
}
