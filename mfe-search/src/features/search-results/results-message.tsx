import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { Button } from '@ltk/ui';

/** Centered empty or error message with an optional action. */
export function ResultsMessage({
  message,
  action,
  onAction,
}: {
  message: string;
  action?: string;
  onAction?: () => void;
}) {
  return (
    <div
      role={action ? 'alert' : 'status'}
      css={(theme: Theme) => css({ textAlign: 'center', padding: theme.spacing(6, 2) })}
    >
      <p>{message}</p>
      {action && onAction ? (
        <Button variant="secondary" onClick={onAction}>
          {action}
        </Button>
      ) : null}
    </div>
  );
}
