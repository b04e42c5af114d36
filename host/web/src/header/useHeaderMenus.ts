import { useEffect, useState } from 'react';

/** Part 1 §2: the header's dropdowns. */
export type HeaderMenuId = 'search' | 'view' | 'help' | 'profile' | 'more';

export interface HeaderMenus {
  open: HeaderMenuId | null;
  toggle(id: HeaderMenuId): void;
  close(): void;
}

/** Marks a dropdown's element (button and popup) so a click inside it is not a click outside. */
export const HEADER_MENU_ATTRIBUTE = 'data-header-menu';

/**
 * At most one header dropdown is open: opening one closes the other, and a
 * click outside, Escape (focus goes back to its button), following one of its
 * links (HeaderMenu) or the browser's back and forward close it.
 *
 * A change of the current route alone does not: the router renders a
 * navigation as a transition, so a screen still loading its code commits its
 * route after the address bar changed, and a dropdown opened in between would
 * close under the reader's pointer.
 */
export function useHeaderMenus(): HeaderMenus {
  const [open, setOpen] = useState<HeaderMenuId | null>(null);

  useEffect(() => {
    if (!open) return;
    const selector = `[${HEADER_MENU_ATTRIBUTE}="${open}"]`;
    const onMouseDown = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(selector)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      document.querySelector<HTMLElement>(`${selector} > button`)?.focus();
    };
    const onHistoryMove = () => setOpen(null);
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('popstate', onHistoryMove);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('popstate', onHistoryMove);
    };
  }, [open]);

  return {
    open,
    toggle: (id) => setOpen((current) => (current === id ? null : id)),
    close: () => setOpen(null),
  };
}
