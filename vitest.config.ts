import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// bench/<name>/test holds the tests of a bench's own code (not the measurements, which `npm run bench:*` runs).
const packages = ['contract', 'subtitles', 'core', 'sdk', 'theme-kit', 'host', 'plugins/*', 'tests', 'bench/*'];
const nodeTests = packages.map((dir) => `${dir}/test/**/*.test.ts`);
const webTests = packages.map((dir) => `${dir}/test/**/*.test.tsx`);
/** The database-layer suite: runs on the configured database, and on PGlite too when that is PostgreSQL. */
const databaseTests = ['core/test/database/**/*.test.ts'];
/**
 * Test files that replace modules (vi.mock), or say `// vitest: isolate` at the start of a line with
 * the reason: the only ones that need a fresh module graph and window.
 * Every other file shares its worker's loaded modules with the files before it (isolate: false),
 * which halved the suite's CPU: re-importing the kernel, every plugin and React per file was a
 * third of it. Files clean up what they start (kernels, databases, the DOM) as before.
 */
const moduleMockingTests = fs
  .globSync(webTests.concat(nodeTests))
  .filter((file) => /\bvi\.(do)?mock\(|^\/\/ vitest: isolate\b/m.test(fs.readFileSync(file, 'utf8')));
const mockingNodeTests = moduleMockingTests.filter((file) => file.endsWith('.ts'));
const isolatedDatabaseTests = mockingNodeTests.filter((file) => file.startsWith('core/test/database/'));
const mockingWebTests = moduleMockingTests.filter((file) => file.endsWith('.tsx'));

// Names this run's PostgreSQL template databases, which tests/setup/testTemplates.ts drops at the end.
process.env.LMS_TEST_RUN ??= randomBytes(4).toString('hex');

export default defineConfig({
  test: {
    globalSetup: ['tests/setup/testTemplates.ts', 'tests/setup/ensureFfmpeg.ts', 'tests/setup/packedSdk.ts'],
    // vitest's default (cores - 1) is one worker on two cores, yet much of a test's time
    // waits on the database, a socket or a child process: two workers halved the run there,
    // and with two the cores still idled 13% of the time; three took the whole run on the
    // 2-core CI machine from 478 s to 448 s, quiet, one run after the other (issue 15 item 8).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: nodeTests,
          exclude: moduleMockingTests,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: webTests,
          exclude: moduleMockingTests,
          isolate: false,
          setupFiles: ['tests/setup/web.ts'],
          // A guard against a hung test, not a speed check: jsdom screens take seconds under load.
          testTimeout: 15_000,
        },
      },
      // The files that mock modules, each in a fresh module graph (vitest's default).
      ...(mockingNodeTests.length
        ? [{ test: { name: 'node-isolated', environment: 'node', include: mockingNodeTests, testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
      ...(mockingWebTests.length
        ? [{ test: { name: 'web-isolated', environment: 'jsdom', include: mockingWebTests, setupFiles: ['tests/setup/web.ts'], testTimeout: 15_000 } }]
        : []),
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'database-on-pglite',
                environment: 'node',
                include: databaseTests,
                exclude: isolatedDatabaseTests,
                isolate: false,
                env: { LMS_TEST_DATABASE: 'pglite' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
            ...(isolatedDatabaseTests.length
              ? [{ test: { name: 'database-on-pglite-isolated', environment: 'node', include: isolatedDatabaseTests, env: { LMS_TEST_DATABASE: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 } }]
              : []),
          ]
        : []),
    ],
  },
});
