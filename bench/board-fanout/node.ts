// One host process of the fanout benchmark: a kernel with the board plugin on the
// benchmark's PostgreSQL database, on a free port; it tells its parent the port.
import pino from 'pino';
import { Kernel } from '@lms/core';
import board from '@lms/plugin-board/server';
import { exitWithParent } from './children.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error('node.ts runs as a child of run.ts');

const kernel = await Kernel.create({
  config: {
    database: { kind: 'postgres', url },
    logLevel: 'silent',
    allowedOrigins: [],
    trustProxy: false,
    sessionTtlSeconds: 12 * 3600,
    rememberTtlSeconds: 30 * 24 * 3600,
    shutdownGraceMs: 2000,
    // The benchmark posts far faster than one user may (the posts rate limit): it measures the fan-out, not the limit.
    rateLimits: 'off',
  },
  plugins: [{ manifest: board }],
  logger: pino({ level: 'silent' }),
  migrate: false,
  runJobs: false,
});
exitWithParent(() => kernel.stop());
const { port } = await kernel.listen(0, '127.0.0.1');
process.send({ port });
