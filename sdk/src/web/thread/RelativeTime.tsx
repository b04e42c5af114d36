import { useSyncExternalStore } from 'react';
import { displayDate } from './displayDate.ts';
import { relativeTime } from './relativeTime.ts';

/* One clock for every label on the screen, read again each half minute (a board of 200 posts keeps one timer). */
const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

const readNow = () => now;

/** A stored date as its age ('5 minutes ago'), the full date on hover; the label follows the clock. */
export function RelativeTime({ iso }: { iso: string }) {
  // The tick only re-renders; the label is taken from the clock itself, so a post rendered between ticks is not aged by the last one.
  useSyncExternalStore(subscribe, readNow, readNow);
  return (
    <time dateTime={iso} title={displayDate(iso)}>
      {relativeTime(iso, Date.now())}
    </time>
  );
}
