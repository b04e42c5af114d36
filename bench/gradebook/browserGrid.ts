import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { SESSION_COOKIE, XSRF_COOKIE } from '@lms/core';
import { startFrames, stopFrames } from '../data-grid/frames.ts';
import { scrollBothAxes } from '../data-grid/gestures.ts';
import type { HttpSession } from './httpSession.ts';
import { percentile } from './stats.ts';

/** Debian's Chromium with the journeys' flags (scripts/ensure-chromium.sh installs it). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
/** The kit's DataGrid: its scroll box, and the student names (row headers) that show a row was drawn. */
const SCROLL_BOX = '.lms-grid__scroll';
const STUDENT_ROW = '[role="grid"] [role="rowheader"]';
const SCREEN_WAIT_MS = Number(process.env.BENCH_SCREEN_WAIT_MS ?? 120_000);
const SCROLL_NOTCHES = 120;

export type BrowserResult =
  | { skipped: string }
  | {
      /** From the gradebook answer's last byte (resource timing) to the second frame after the first student rows were in the page. */
      dataToPaintMs: number;
      /** From navigation start to that frame. */
      navigationToPaintMs: number;
      scrollP95Ms: number;
      frames: number;
    };

// Strings, not functions: tsx would wrap named inner functions in a helper the page does not have (bench/data-grid/frames.ts).
const WATCH_FIRST_ROWS = `(() => {
  const seen = () => {
    if (window.benchGridPainted !== undefined || !document.querySelector('${STUDENT_ROW}')) return false;
    window.benchGridPainted = null;
    requestAnimationFrame(() => requestAnimationFrame(() => { window.benchGridPainted = performance.now(); }));
    return true;
  };
  new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); }).observe(document, { childList: true, subtree: true });
})()`;

const dataArrival = (courseId: string) => `(() => {
  const answers = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/server/gradebook/${courseId}/'));
  return answers.length ? Math.min(...answers.map((entry) => entry.responseEnd)) : null;
})()`;

/**
 * The instructor screen /{courseId}/reports/grades in Chromium, logged in as the
 * instructor: data to first paint, then the p95 frame while wheel-scrolling the
 * grid down, right and diagonally back (bench/data-grid's gesture and frame clock).
 * Skips, saying why, when the web app is not served, Chromium is missing or the
 * screen does not exist yet (the shell's "Page not found").
 */
export async function measureBrowser(session: HttpSession, courseId: string, webMissing: string | null): Promise<BrowserResult> {
  if (webMissing) return { skipped: webMissing };
  if (!fs.existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM} (run scripts/ensure-chromium.sh, or set CHROMIUM_PATH)` };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([
      { name: SESSION_COOKIE, value: session.sessionToken, url: session.url, httpOnly: true, sameSite: 'Lax' },
      { name: XSRF_COOKIE, value: session.xsrf, url: session.url, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_ROWS);
    await page.goto(`${session.url}/${courseId}/reports/grades`);
    const grid = page.locator(STUDENT_ROW).first();
    const notFound = page.getByRole('heading', { name: 'Page not found' });
    await grid.or(notFound).first().waitFor({ timeout: SCREEN_WAIT_MS }).catch(async (error: unknown) => {
      throw new Error(`${(error as Error).message}\nThe page at ${page.url()} shows: ${(await page.locator('body').innerText()).slice(0, 600)}`);
    });
    if (await notFound.isVisible()) return { skipped: `the instructor screen /${courseId}/reports/grades does not exist yet (the shell answers "Page not found")` };
    await page.waitForFunction('typeof window.benchGridPainted === "number"', undefined, { timeout: SCREEN_WAIT_MS });
    const painted = (await page.evaluate('window.benchGridPainted')) as number;
    const arrived = (await page.evaluate(dataArrival(courseId))) as number | null;
    if (arrived === null) throw new Error(`The screen drew student rows without a GET /server/gradebook/${courseId}/ answer`);
    if ((await page.locator(SCROLL_BOX).count()) === 0) throw new Error(`The screen has no ${SCROLL_BOX}: it does not draw the kit's DataGrid`);
    await startFrames(page);
    await scrollBothAxes(page, SCROLL_BOX, SCROLL_NOTCHES);
    const frames = await stopFrames(page);
    await context.close();
    return { dataToPaintMs: painted - arrived, navigationToPaintMs: painted, scrollP95Ms: percentile(frames, 0.95), frames: frames.length };
  } finally {
    await browser.close();
  }
}
