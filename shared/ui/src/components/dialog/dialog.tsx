import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, backdrop click or a close action (never when `persistent`). */
  onClose: () => void;
  /** Visible title; names the dialog through aria-labelledby. */
  title: ReactNode;
  /** Optional text that describes the dialog through aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  actions?: ReactNode;
  maxWidth?: number;
  /** Only its own buttons may close it (no Escape, no backdrop). */
  persistent?: boolean;
  /** Where to portal; defaults to `#modals` when present, else `document.body`. */
  container?: Element | null;
  role?: 'dialog' | 'alertdialog';
};

/** Modal dialog: aria-modal, labelled by its title, traps focus, closes on Escape, restores focus on close. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  maxWidth = 480,
  persistent = false,
  container,
  role = 'dialog',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  const onKeyDown = useModalFocus(panelRef, {
    active: open,
    // A persistent dialog swallows Escape too, so nothing beneath it closes.
    onEscape: persistent ? () => undefined : onClose,
  });

  if (!open) return null;

  const target = container ?? document.getElementById('modals') ?? document.body;

  return createPortal(
    <div
      css={(theme: Theme) => css`
        position: fixed;
        inset: 0;
        z-index: ${theme.zIndex.dialog};
        display: flex;
        align-items: center;
        justify-content: center;
        padding: ${theme.spacing(2)};
        background: ${theme.colors.overlay};
      `}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !persistent) onClose();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={(theme: Theme) => css`
          width: 100%;
          max-width: ${maxWidth}px;
          max-height: calc(100vh - ${theme.spacing(4)});
          overflow: auto;
          padding: ${theme.spacing(3)};
          border-radius: ${theme.radius.md};
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadow.dialog};
          font-family: ${theme.typography.fontFamily};
          &:focus {
            outline: none;
          }
        `}
      >
        <h2 id={titleId} css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.lg })}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} css={(theme: Theme) => css({ color: theme.colors.textMuted })}>
            {description}
          </p>
        ) : null}
        {children}
        {actions ? (
          <div
            css={(theme: Theme) =>
              css({
                display: 'flex',
                gap: theme.spacing(1),
                justifyContent: 'flex-end',
                marginTop: theme.spacing(3),
                flexWrap: 'wrap',
              })
            }
          >
            {actions}
          </div>
        ) : null}
      </div>
    </div>,
    target,
  );
}
