import { useEffect } from 'react';
import type { PanelStore } from './PanelStore.ts';

/** Part 1 §2: Escape closes all right panels. */
export function useEscapeClosesPanels(panels: PanelStore): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panels.state.right !== null) panels.closeRight();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panels]);
}
