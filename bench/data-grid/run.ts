import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { servePage } from './buildPage.ts';
import { axeCheck, keyboardCheck, stickyCheck, type CheckResult } from './checks.ts';
import { percentile, startFrames, stopFrames } from './frames.ts';
import { holdArrows, scrollBothAxes } from './gestures.ts';

/** Debian's Chromium, as the journeys launch it (scripts/ensure-chromium.sh installs it). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const TARGET_FIRST_PAINT_MS = 1000;
const TARGET_P95_FRAME_MS = 33;

interface Scenario {
  name: string;
  query: string;
  scrollSelector: string;
  /** Where the arrow keys start: a cell of the grid, or the plain table's scroll box. */
  focusSelector: string;
}

interface Figures {
  firstPaint: number;
  scrollP95: number;
  arrowP95: number;
  scrollFrames: number;
  arrowFrames: number;
}

const SCENARIOS: Scenario[] = [
  { name: 'DataGrid 2,000 x 300', query: 'mode=grid&rows=2000&cols=300', scrollSelector: '.lms-grid__scroll', focusSelector: '[role="grid"] [data-cell="2:2"]' },
  { name: 'baseline: plain <table> 200 x 50', query: 'mode=plain&rows=200&cols=50', scrollSelector: '.plain-scroll', focusSelector: '.plain-scroll' },
];

async function measure(browser: Browser, url: string, scenario: Scenario): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}?${scenario.query}`);
  await page.waitForFunction(() => window.benchFirstPaint !== undefined, undefined, { timeout: 60_000 });
  const firstPaint = await page.evaluate(() => window.benchFirstPaint!);
  await startFrames(page);
  await scrollBothAxes(page, scenario.scrollSelector, 120);
  const scroll = await stopFrames(page);
  await page.locator(scenario.scrollSelector).evaluate((box) => box.scrollTo({ top: 0, left: 0 }));
  await page.locator(scenario.focusSelector).click();
  await startFrames(page);
  await holdArrows(page, 45);
  const arrows = await stopFrames(page);
  await context.close();
  return { firstPaint, scrollP95: percentile(scroll, 0.95), arrowP95: percentile(arrows, 0.95), scrollFrames: scroll.length, arrowFrames: arrows.length };
}

async function checks(browser: Browser, url: string): Promise<CheckResult[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}?mode=grid&rows=200&cols=40`);
  await page.waitForFunction(() => window.benchFirstPaint !== undefined);
  const results = [await axeCheck(page), await stickyCheck(page), ...(await keyboardCheck(page, 200, 40))];
  await context.close();
  return results;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'lms-bench-data-grid-'));
  const server = await servePage(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const checkResults = await checks(browser, server.url);
    console.log('Checks in Chromium (axe, sticky parts and keyboard on a 200 x 40 grid):');
    for (const result of checkResults) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.detail}`);

    console.log('\nScenario                          first paint   p95 frame (scroll)   p95 frame (arrow held)');
    const figures: [Scenario, Figures][] = [];
    for (const scenario of SCENARIOS) {
      const result = await measure(browser, server.url, scenario);
      figures.push([scenario, result]);
      console.log(`${scenario.name.padEnd(34)}${ms(result.firstPaint).padStart(11)}   ${ms(result.scrollP95).padStart(18)}   ${ms(result.arrowP95).padStart(22)}   (${result.scrollFrames} / ${result.arrowFrames} frames)`);
    }
    console.log(`Targets (DataGrid)                ${('<= ' + TARGET_FIRST_PAINT_MS + ' ms').padStart(11)}   ${('<= ' + TARGET_P95_FRAME_MS + ' ms').padStart(18)}   ${('<= ' + TARGET_P95_FRAME_MS + ' ms').padStart(22)}`);
    const grid = figures[0]![1];
    const pass = checkResults.every((result) => result.ok) && grid.firstPaint <= TARGET_FIRST_PAINT_MS && grid.scrollP95 <= TARGET_P95_FRAME_MS && grid.arrowP95 <= TARGET_P95_FRAME_MS;
    console.log(pass ? '\nPASS' : '\nFAIL');
    process.exitCode = pass ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
