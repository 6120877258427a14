import type { Theme } from '@emotion/react';
import { css, keyframes } from '@emotion/react';
import { FETCH_STATE_MIN_DELAY_MS } from '@ltk/contracts';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../lib/visually-hidden';

const spin = keyframes`to{transform:rotate(360deg)}`;
const appear = keyframes`to{opacity:1}`;

/**
 * Section 4's fetch-state minimum delay: the indicator stays transparent until its fetch has been pending 200 ms,
 * so a fast fetch never flashes a spinner. CSS only (no timer): the status text is there for screen readers at once.
 */
const frame = css`
  display: flex;
  justify-content: center;
  padding: 16px;
  opacity: 0;
  animation: ${appear} 0s ${FETCH_STATE_MIN_DELAY_MS}ms forwards;
`;

export type SpinnerProps = { size?: number; label?: string; className?: string };

/** Busy indicator announced as a status; visible once it has been shown for the fetch-state minimum delay. */
export function Spinner({ size = 32, label, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={className} css={frame}>
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
