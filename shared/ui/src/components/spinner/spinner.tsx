import type { Theme } from '@emotion/react';
import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../lib/visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export type SpinnerProps = { size?: number; label?: string; className?: string };

/** Busy indicator announced as a status. */
export function Spinner({ size = 32, label, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      className={className}
      css={css({ display: 'flex', justifyContent: 'center', padding: 16 })}
    >
      <span
        aria-hidden="true"
        css={(theme: Theme) => css`
          width: ${size}px;
          height: ${size}px;
          border-radius: 50%;
          border: 3px solid ${theme.colors.border};
          border-top-color: ${theme.colors.primary};
          animation: ${spin} 0.8s linear infinite;
        `}
      />
      <span css={visuallyHidden}>{label ?? t('loading', 'Loading…')}</span>
    </div>
  );
}
