import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { Button } from '@ltk/ui';
import { createPortal } from 'react-dom';

/** A message at the bottom of the screen (full width on phones), announced as an alert, until dismissed. */
export function Snackbar({
  message,
  dismissLabel,
  onDismiss,
}: {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  return createPortal(
    <div
      role="alert"
      css={(theme: Theme) =>
        css({
          position: 'fixed',
          left: '50%',
          bottom: theme.spacing(2),
          transform: 'translateX(-50%)',
          width: `calc(100% - ${theme.spacing(4)})`,
          maxWidth: 360,
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing(1),
          padding: theme.spacing(1.5, 2),
          background: theme.colors.text,
          color: theme.colors.background,
          borderRadius: theme.radius.sm,
          zIndex: theme.zIndex.snackbar,
          fontFamily: theme.typography.fontFamily,
        })
      }
    >
      <span css={css({ flex: 1, overflowWrap: 'anywhere' })}>{message}</span>
      <Button
        variant="text"
        size="sm"
        onClick={onDismiss}
        css={(theme: Theme) => css({ color: theme.colors.background })}
      >
        {dismissLabel}
      </Button>
    </div>,
    document.body,
  );
}
