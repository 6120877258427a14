import { css } from '@emotion/react';
import type { ComponentProps } from 'react';

const authCard = css({
  maxWidth: 400,
  margin: '48px auto',
  padding: '24px 32px',
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 1px 4px rgba(0,0,0,.15)',
  '@media (max-width: 599px)': { margin: '16px', padding: '16px' },
});

const primaryButton = css({
  width: '100%',
  padding: '12px',
  font: 'inherit',
  fontWeight: 600,
  color: '#fff',
  background: '#222',
  border: 0,
  borderRadius: 4,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.6, cursor: 'default' },
  '&:focus-visible': { outline: '2px solid #222', outlineOffset: 2 },
});

const secondaryButton = css({ color: '#222', background: '#fff', border: '1px solid #222', marginTop: 12 });

const formError = css({ color: '#c62828' });

export function AuthCard(props: ComponentProps<'div'>) {
  return <div css={authCard} {...props} />;
}

export function PrimaryButton(props: ComponentProps<'button'>) {
  return <button css={primaryButton} {...props} />;
}

export function SecondaryButton(props: ComponentProps<'button'>) {
  return <button css={[primaryButton, secondaryButton]} {...props} />;
}

export function FormError(props: ComponentProps<'p'>) {
  return <p css={formError} {...props} />;
}
