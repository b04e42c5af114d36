import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export const PANEL_WIDTH = { min: 240, max: 640, initial: 340, step: 16, bigStep: 64 } as const;

const clamp = (width: number) => Math.round(Math.min(PANEL_WIDTH.max, Math.max(PANEL_WIDTH.min, width)));

/**
 * The right panel's width, changed by dragging its separator or by keyboard
 * on it (the WAI-ARIA window splitter: arrows by 16 px, Shift+arrows by 64,
 * Home and End to the limits). The panel is on the right, so left widens it.
 */
export function useResizablePanel(controls: string) {
  const [width, setWidth] = useState<number>(PANEL_WIDTH.initial);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? PANEL_WIDTH.bigStep : PANEL_WIDTH.step;
    const change: Record<string, (current: number) => number> = {
      ArrowLeft: (current) => current + step,
      ArrowRight: (current) => current - step,
      Home: () => PANEL_WIDTH.min,
      End: () => PANEL_WIDTH.max,
    };
    const next = change[event.key];
    if (!next) return;
    event.preventDefault();
    setWidth((current) => clamp(next(current)));
  }, []);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { startX: event.clientX, startWidth: width };
    },
    [width],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    setWidth(clamp(drag.current.startWidth + drag.current.startX - event.clientX));
  }, []);
  const onPointerUp = useCallback(() => {
    drag.current = null;
  }, []);

  const separatorProps = {
    role: 'separator',
    tabIndex: 0,
    'aria-orientation': 'vertical',
    'aria-label': 'Resize the side panel',
    'aria-controls': controls,
    'aria-valuenow': width,
    'aria-valuemin': PANEL_WIDTH.min,
    'aria-valuemax': PANEL_WIDTH.max,
    'aria-valuetext': `${width} pixels wide`,
    onKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
  } as const;
  return { width, separatorProps };
}
