import { css } from '@emotion/react';
import type { ChangeEvent } from 'react';

const field = css({ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 });
const input = css({
  font: 'inherit',
  padding: '10px 12px',
  border: '1px solid #bdbdbd',
  borderRadius: 4,
  '&[aria-invalid="true"]': { borderColor: '#c62828' },
  '&:focus-visible': { outline: '2px solid #222', outlineOffset: 1 },
});
const errorMessage = css({ color: '#c62828', fontSize: 13 });

type Props = {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value: string;
  error?: string | undefined;
  autoComplete: string;
  onChange: (value: string) => void;
};

/** Labelled input with its validation message announced to assistive technology. */
export function FormField({ name, label, type, value, error, autoComplete, onChange }: Props) {
  const id = `field-${name}`;
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      <input
        css={input}
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {error ? (
        <span css={errorMessage} id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
