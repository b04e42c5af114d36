import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The first server's port; worker n's server listens on port + n (support/journey.ts gives each worker its own). */
const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * Two workers, each with a server and database of its own, so no journey sees another's writes:
 * most of a journey's time waits on the browser and the server, and on two cores two workers
 * cut the phase by about a third.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/** Debian's Chromium, never a downloaded browser (see ../../shared/STACK.md). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export default defineConfig({
  testDir: './journeys',
  // A journey is a whole story of one or two users; each step still fails after expect's 10 s. Two minutes, as the longer
  // journeys had set one by one: on a loaded 2-core CI machine a 43 s journey took 66 s (instructorRegradesQuiz).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers,
  // scripts/test.sh also asks for a JSON report, whose slowest journeys it prints (tests/timing/slowestJourneys.ts).
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A failed journey keeps its trace: every action with the DOM before and after it. Without the screencast, whose
    // frames the browser encoded all through every journey whether it failed or not: Chromium's CPU in the journeys
    // went from 173 s to 116 s on six of them, their wall time down by a fifth (issue 15 item 8). The screenshot
    // below still shows the page as it was when the journey failed.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: workers }, (_, worker) => journeyServer(port + worker)),
});

function journeyServer(serverPort: number): WebServer {
  return {
    command: `${path.join(root, 'node_modules/.bin/tsx')} tests/e2e/support/serveForJourneys.ts`,
    cwd: root,
    url: `http://127.0.0.1:${serverPort}/server/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Links in mails come back to the address the browser uses. Every journey signs up from 127.0.0.1: the
    // captcha after the throttling threshold would interrupt the journeys that do not test it (host/test covers it).
    env: { PORT: String(serverPort), LOG_LEVEL: 'warn', LMS_DEMO: 'on', LMS_CHECK_ANSWERS: '1', LMS_PUBLIC_URL: `http://127.0.0.1:${serverPort}`, LMS_RATE_LIMITS: 'captcha=off' },
  };
}
