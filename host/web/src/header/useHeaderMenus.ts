import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

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
 * click outside, Escape (focus goes back to its button) or a navigation closes it.
 */
export function useHeaderMenus(): HeaderMenus {
  const [open, setOpen] = useState<HeaderMenuId | null>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(null), [pathname]);

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
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    open,
    toggle: (id) => setOpen((current) => (current === id ? null : id)),
    close: () => setOpen(null),
  };
}
