import type { KeyboardEvent, RefObject } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { focusableElements } from './focusable';

export type ModalFocusOptions = {
  /** While true: focus moves in, Tab stays in, and the opener gets focus back when it turns false or unmounts. */
  active: boolean;
  /** Escape inside the panel (not called when omitted: a persistent modal). */
  onEscape?: () => void;
  /** What takes focus on open: the panel itself, or its first focusable element (default). */
  initialFocus?: 'panel' | 'first';
};

/**
 * Focus handling of a modal panel (dialog, drawer): moves focus in on open, keeps Tab and Shift+Tab inside, closes
 * on Escape, and gives focus back to the element that had it before the panel opened. Spread the returned handler
 * as the panel's `onKeyDown`; the panel needs `tabIndex={-1}`.
 */
export function useModalFocus(
  panelRef: RefObject<HTMLElement | null>,
  { active, onEscape, initialFocus = 'first' }: ModalFocusOptions,
) {
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  useEffect(() => {
    if (!active) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocus === 'panel' ? panel : (focusableElements(panel)[0] ?? panel);
      target.focus();
    }
    return () => {
      // The opener may be gone (a page that changed under the modal); then focus stays where the browser puts it.
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [active, initialFocus, panelRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const panel = panelRef.current;
      // A modal nested in this one (its portal inside the panel) has already handled the key.
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        if (!escapeRef.current) return;
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusableElements(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const focused = document.activeElement;
      const outside = !(focused instanceof Node) || !panel.contains(focused);
      if (event.shiftKey && (focused === first || focused === panel || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (focused === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    },
    [panelRef],
  );
}
