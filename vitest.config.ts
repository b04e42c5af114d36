import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const packages = ['contract', 'subtitles', 'core', 'sdk', 'theme-kit', 'host', 'plugins/*', 'tests'];
const nodeTests = packages.map((dir) => `${dir}/test/**/*.test.ts`);
const webTests = packages.map((dir) => `${dir}/test/**/*.test.tsx`);
/** The database-layer suite: runs on the configured database, and on PGlite too when that is PostgreSQL. */
const databaseTests = ['core/test/database/**/*.test.ts'];

// Names this run's PostgreSQL template databases, which tests/setup/testTemplates.ts drops at the end.
process.env.LMS_TEST_RUN ??= randomBytes(4).toString('hex');

export default defineConfig({
  test: {
    globalSetup: ['tests/setup/testTemplates.ts', 'tests/setup/ensureFfmpeg.ts'],
    // vitest's default (cores - 1) is one worker on two cores, yet most of a test's time
    // waits on the database, a socket or a child process: two workers halve the run there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: nodeTests,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: webTests,
          setupFiles: ['tests/setup/web.ts'],
          // A guard against a hung test, not a speed check: jsdom screens take seconds under load.
          testTimeout: 15_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'database-on-pglite',
                environment: 'node',
                include: databaseTests,
                env: { LMS_TEST_DATABASE: 'pglite' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
