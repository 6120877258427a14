import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonStates } from './button';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  /** Accessible name; icon buttons have no visible text. */
  label: string;
  size?: number;
  ref?: Ref<HTMLButtonElement>;
};

/** Round button holding only an icon, named by `label`. */
export function IconButton({ label, size = 40, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      css={(theme: Theme) => css`
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: ${size}px;
        height: ${size}px;
        padding: 0;
        border: none;
        border-radius: 50%;
        background: ${theme.colors.background};
        color: ${theme.colors.text};
        cursor: pointer;
        &:hover:not(:disabled) {
          background: ${theme.colors.surface};
        }
        ${buttonStates(theme)}
      `}
      {...rest}
    >
      {children}
    </button>
  );
}
