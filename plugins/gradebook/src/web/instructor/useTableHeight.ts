import { useSyncExternalStore } from 'react';

/** Part 3 §9: the gradebook's table is the window's height minus 309 px (never under a few rows). */
const CHROME = 309;
const LEAST = 200;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export const useTableHeight = (): number => useSyncExternalStore(subscribe, () => Math.max(LEAST, window.innerHeight - CHROME));
