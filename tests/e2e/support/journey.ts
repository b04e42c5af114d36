import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, Locator, Page } from '@playwright/test';

/**
 * The journeys' `test`: after each journey, the browser contexts it opened
 * (`browser.newContext()`, one per person) are closed. Journeys share one
 * browser, and a context left open keeps its pages live: a gradebook left
 * open by one journey reloaded on every grade change of the next ones, and
 * forty open pages at the end of the run slowed the last journeys down.
 * Failure screenshots and traces are taken before fixtures are torn down.
 */
export const test = base.extend<{ closeContexts: void }>({
  // Each worker talks to its own server (playwright.config.ts starts one per worker, on consecutive ports).
  baseURL: async ({ baseURL }, use, testInfo) => {
    const first = new URL(baseURL!);
    first.port = String(Number(first.port) + testInfo.parallelIndex);
    await use(first.origin);
  },
  closeContexts: [
    async ({ browser }, use) => {
      await use();
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});
