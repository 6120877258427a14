import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** Focus ring and disabled look shared by every button of the kit. */
export const buttonStates = (theme: Theme) => css`
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.5;
  }
`;

const base = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing(1)};
  border-radius: ${theme.radius.pill};
  border: 1px solid transparent;
  font-family: ${theme.typography.fontFamily};
  font-weight: ${theme.typography.weight.bold};
  cursor: pointer;
  transition: background-color 120ms ease;
  ${buttonStates(theme)}
`;

const variants = {
  primary: (theme: Theme) => css`
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryContrast};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: (theme: Theme) => css`
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.surface};
    }
  `,
  text: (theme: Theme) => css`
    background: transparent;
    color: ${theme.colors.text};
    text-decoration: underline;
  `,
} satisfies Record<ButtonVariant, (theme: Theme) => ReturnType<typeof css>>;

const sizes = {
  sm: (theme: Theme) => css`
    min-height: 32px;
    padding: 0 ${theme.spacing(1.5)};
    font-size: ${theme.typography.size.sm};
  `,
  md: (theme: Theme) => css`
    min-height: 44px;
    padding: 0 ${theme.spacing(3)};
    font-size: ${theme.typography.size.md};
  `,
} satisfies Record<ButtonSize, (theme: Theme) => ReturnType<typeof css>>;

/** Text button in the site's styles; `type` defaults to "button". */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      css={(theme: Theme) => [
        base(theme),
        variants[variant](theme),
        sizes[size](theme),
        fullWidth && css({ width: '100%' }),
      ]}
      {...rest}
    />
  );
}
