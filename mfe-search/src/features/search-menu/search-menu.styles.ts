import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';

export const root = (theme: Theme) =>
  css({ position: 'relative', width: '100%', maxWidth: 480, fontFamily: theme.typography.fontFamily });

export const input = (theme: Theme) => css`
  width: 100%;
  height: 40px;
  padding: 0 ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.typography.size.md};
  &:focus {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
    background: ${theme.colors.background};
  }
`;

export const panel = (theme: Theme) => css`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.header + 1};
  padding: ${theme.spacing(1)} 0;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadow.dialog};
`;

export const heading = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.spacing(1, 2, 0.5)};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.size.xs};
  font-weight: ${theme.typography.weight.bold};
  text-transform: uppercase;
`;

export const option = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(1.5)};
  padding: ${theme.spacing(1, 2)};
  cursor: pointer;
  color: ${theme.colors.text};
  &[aria-selected='true'],
  &:hover {
    background: ${theme.colors.surface};
  }
`;
