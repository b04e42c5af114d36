import { useState } from 'react';

/** Text sizes the reader steps through, as multiples of the page's. */
export const FONT_SCALES = [0.85, 1, 1.15, 1.3, 1.5, 1.75] as const;
const DEFAULT_STEP = 1;
/** Kept in this browser only: a reading preference, not a course setting. */
export const FONT_STEP_KEY = 'lms-e-reader:font-step';

function storedStep(): number {
  try {
    const stored = window.localStorage.getItem(FONT_STEP_KEY);
    const step = Number(stored);
    return stored !== null && Number.isInteger(step) && step >= 0 && step < FONT_SCALES.length ? step : DEFAULT_STEP;
  } catch {
    return DEFAULT_STEP;
  }
}

function storeStep(step: number): void {
  try {
    window.localStorage.setItem(FONT_STEP_KEY, String(step));
  } catch {
    // Storage refused (private browsing): the size still holds for this visit.
  }
}

/** The reader's text size, remembered in this browser. */
export function useFontScale() {
  const [step, setStep] = useState(storedStep);
  const change = (by: number) => {
    const next = Math.min(FONT_SCALES.length - 1, Math.max(0, step + by));
    setStep(next);
    storeStep(next);
  };
  return {
    scale: FONT_SCALES[step]!,
    canShrink: step > 0,
    canGrow: step < FONT_SCALES.length - 1,
    shrink: () => change(-1),
    grow: () => change(1),
  };
}
