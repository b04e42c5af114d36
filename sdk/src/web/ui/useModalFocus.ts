import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * What makes a modal dialog behave: the focus moves in when it opens (to
 * `initial`'s match, else its first control, else the dialog itself), Tab
 * and Shift+Tab stay inside, Escape closes it without reaching what is
 * behind, and the focus goes back where it was when it closes. Spread the
 * answer's `onKeyDown` on the dialog element (give it tabIndex -1).
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>, onClose: () => void, initial?: string): { onKeyDown(event: KeyboardEvent): void } {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    const first = (initial ? element?.querySelector<HTMLElement>(initial) : null) ?? element?.querySelector<HTMLElement>(FOCUSABLE) ?? element;
    first?.focus();
    return () => previous?.focus();
    // Once, when the dialog opens.
  }, []);

  return {
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    },
  };
}
