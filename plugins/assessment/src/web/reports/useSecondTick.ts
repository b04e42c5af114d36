import { useEffect, useState } from 'react';

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * The browser's clock, read again every second on one timer shared by every
 * countdown: only the components that show one re-render, not the whole report.
 */
export function useSecondTick(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => subscribe(() => setNow(Date.now())), []);
  return now;
}
