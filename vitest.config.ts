import { defineConfig } from 'vitest/config';

const packages = ['core', 'sdk', 'theme-kit', 'host', 'plugins/*', 'tests'];
const nodeTests = packages.map((dir) => `${dir}/test/**/*.test.ts`);
const webTests = packages.map((dir) => `${dir}/test/**/*.test.tsx`);
/** The database-layer suite: runs on the configured database, and on PGlite too when that is PostgreSQL. */
const databaseTests = ['core/test/database/**/*.test.ts'];

export default defineConfig({
  test: {
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
