import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

const WIDGETS = 'a[href], button, input, select, textarea, [contenteditable="true"]';

/**
 * The grid's one tab stop: the active cell, or the widget inside it (a link, a button, a checkbox).
 * Every other cell and widget leaves the tab order, so Tab leaves the grid.
 */
export function useRovingFocus(gridRef: RefObject<HTMLDivElement | null>, activeKey: string) {
  const focusWanted = useRef(false);
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const cell = grid.querySelector<HTMLElement>(`[data-cell="${activeKey}"]`);
    const target = cell?.querySelector<HTMLElement>(WIDGETS) ?? cell;
    for (const element of grid.querySelectorAll<HTMLElement>(`${WIDGETS}, [tabindex="0"]`)) {
      if (element !== target && element.tabIndex !== -1) element.tabIndex = -1;
    }
    if (target) target.tabIndex = 0;
    if (focusWanted.current && target) {
      focusWanted.current = false;
      target.focus({ preventScroll: true });
    }
  });
  const focusNextRender = useCallback(() => {
    focusWanted.current = true;
  }, []);
  return { focusNextRender };
}
