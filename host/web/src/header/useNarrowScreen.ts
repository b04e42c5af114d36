import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@lms/theme-kit';

const NARROW_QUERY = `(max-width: ${BREAKPOINTS.narrow - 1}px)`;

function narrowQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : undefined;
}

/** Whether the window is below the narrow breakpoint (768 px). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = narrowQuery();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => narrowQuery()?.matches ?? false,
  );
}
