import { useEffect, useState } from 'react';
import { TIMER_TICK_MS } from '../rules/flashcardConstants.ts';

/** Seconds studied, ticking every second while `running` (part 2 §9). */
export function useStudyTimer(initial: number, running: boolean): [number, (seconds: number) => void] {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setSeconds((current) => current + 1), TIMER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return [seconds, setSeconds];
}
