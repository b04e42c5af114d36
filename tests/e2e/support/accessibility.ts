import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** WCAG 2.1 A and AA. */
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };

/**
 * Runs axe (WCAG 2.1 A and AA rules) on the page, its frames included, and fails on serious or critical violations.
 *
 * axe-core is loaded into each frame's document only when that document does not have it yet (a screen
 * reached inside the app keeps it), and `axe.run` in the page asks the frames itself, as axe does in a
 * browser. @axe-core/playwright's builder evaluated axe's 650 kB in every frame on every call, ran axe
 * partially per frame and joined the results in a blank page it opened for each call: 750-970 ms a
 * call on the 2-core CI machine, about 100 calls a run (issue 15 item 8). This takes 60-155 ms.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  for (const frame of page.frames()) await withAxe(frame);
  const results: AxeResults = await page.evaluate((options) => window.axe.run(document, options), OPTIONS);
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `accessibility of ${screen}`).toEqual([]);
}

/**
 * Loads axe-core into the frame's document unless it is there already. Frames of other origins (an LTI
 * tool's) answer the page's axe too. A frame that went away meanwhile is left out, as axe leaves out a
 * frame that does not answer.
 */
async function withAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof window.axe?.run === 'function')) return;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
  } catch (error) {
    if (!frame.isDetached()) throw error;
  }
}
