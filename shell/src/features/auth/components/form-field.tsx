import styled from '@emotion/styled';
import type { ChangeEvent } from 'react';

const Field = styled.div({ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 });
const Input = styled.input({
  font: 'inherit',
  padding: '10px 12px',
  border: '1px solid #bdbdbd',
  borderRadius: 4,
  '&[aria-invalid="true"]': { borderColor: '#c62828' },
  '&:focus-visible': { outline: '2px solid #222', outlineOffset: 1 },
});
const Error = styled.span({ color: '#c62828', fontSize: 13 });

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
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
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
        <Error id={`${id}-error`} role="alert">
          {error}
        </Error>
      ) : null}
    </Field>
  );
}
