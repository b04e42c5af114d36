import type { Page } from '@playwright/test';

declare global {
  interface Window {
    benchFrames?: number[];
    benchRecording?: boolean;
  }
}

/** Starts noting the time between animation frames in the page. */
export async function startFrames(page: Page): Promise<void> {
  // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
  await page.evaluate(`(() => {
    window.benchFrames = [];
    window.benchRecording = true;
    let last = performance.now();
    const tick = (now) => {
      window.benchFrames.push(now - last);
      last = now;
      if (window.benchRecording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
}

/** Stops and returns the frame times (the first, which only starts the clock, left out). */
export async function stopFrames(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    window.benchRecording = false;
    return (window.benchFrames ?? []).slice(1);
  });
}

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
