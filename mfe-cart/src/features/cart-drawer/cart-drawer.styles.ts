import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { DRAWER_WIDTH } from '@ltk/contracts';
import { mq } from '@ltk/ui';

export const backdrop = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.drawer};
  background: ${theme.colors.overlay};
`;

export const panel = (theme: Theme) => css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndex.drawer + 1};
  display: flex;
  flex-direction: column;
  width: ${DRAWER_WIDTH}px;
  max-width: 100%;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-family: ${theme.typography.fontFamily};
  box-shadow: ${theme.shadow.dialog};
  ${mq.down('sm')} {
    width: 100%;
  }
  &:focus {
    outline: none;
  }
`;

export const header = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  padding: ${theme.spacing(1.5, 2)};
  border-bottom: 1px solid ${theme.colors.border};
`;

export const title = (theme: Theme) => css`
  flex: 1;
  margin: 0;
  font-size: ${theme.typography.size.lg};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const body = (theme: Theme) => css`
  flex: 1;
  overflow-y: auto;
  padding: ${theme.spacing(2)};
`;

export const notice = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.spacing(1)};
  margin: ${theme.spacing(1, 2, 0)};
  padding: ${theme.spacing(1, 1.5)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.sale};
  font-size: ${theme.typography.size.sm};
`;
