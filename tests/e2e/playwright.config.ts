import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3210);

/** Debian's Chromium, never a downloaded browser (see ../../shared/STACK.md). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export default defineConfig({
  testDir: './journeys',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `${path.join(root, 'node_modules/.bin/tsx')} tests/e2e/support/serveForJourneys.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/server/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Links in mails come back to the address the browser uses. Every journey signs up from 127.0.0.1: the
    // captcha after the throttling threshold would interrupt the journeys that do not test it (host/test covers it).
    env: { PORT: String(port), LOG_LEVEL: 'warn', LMS_DEMO: 'on', LMS_CHECK_ANSWERS: '1', LMS_PUBLIC_URL: `http://127.0.0.1:${port}`, LMS_RATE_LIMITS: 'captcha=off' },
  },
});
