import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';

type ShopSearchFormProps = {
  /** The form's label ("Search {name}'s shop"), which also names its search landmark. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** What shows under the form: the results of a typed term, or the shop's recent products and posts. */
  children: ReactNode;
};

/** The shop's search box above `children`. */
export function ShopSearchForm({ label, placeholder, value, onChange, children }: ShopSearchFormProps) {
  const inputId = useId();
  return (
    <div css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(2) })}>
      {/* Named by its label: a landmark apart from the header's search. */}
      <form
        role="search"
        aria-labelledby={`${inputId}-label`}
        css={form}
        onSubmit={(event) => event.preventDefault()}
      >
        <label id={`${inputId}-label`} htmlFor={inputId} css={labelStyle}>
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          css={input}
        />
      </form>
      {children}
    </div>
  );
}

const form = (theme: Theme) =>
  css({ display: 'grid', gap: theme.spacing(0.5), maxWidth: 480, width: '100%', margin: '0 auto' });

const labelStyle = (theme: Theme) =>
  css({ fontSize: theme.typography.size.sm, color: theme.colors.textMuted });

const input = (theme: Theme) =>
  css({
    width: '100%',
    boxSizing: 'border-box',
    padding: theme.spacing(1, 2),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.pill,
    font: 'inherit',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });
