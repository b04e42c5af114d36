import pino from 'pino';
import { Kernel, type KernelConfig } from '@lms/core';
import assessment from '@lms/plugin-assessment/server';

/** The settings of every kernel of the assessment benchmarks: PostgreSQL at `url`, silent (an access-log line per call is the deployment's cost, not the call's). */
export function benchConfig(url: string): KernelConfig {
  return {
    database: { kind: 'postgres', url },
    logLevel: 'silent',
    allowedOrigins: [],
    trustProxy: false,
    sessionTtlSeconds: 12 * 3600,
    rememberTtlSeconds: 30 * 24 * 3600,
    shutdownGraceMs: 2000,
  };
}

/**
 * A kernel with the assessment plugin on the benchmark's database. `server`:
 * as the server process runs it (the run's kernel has already migrated, jobs
 * run as on any node); otherwise the run's own kernel, which migrates, seeds
 * and checks the results, and serves nothing.
 */
export function benchKernel(url: string, role: 'server' | 'inspector'): Promise<Kernel> {
  return Kernel.create({
    config: benchConfig(url),
    plugins: [{ manifest: assessment }],
    logger: pino({ level: 'silent' }),
    migrate: role === 'inspector',
    runJobs: role === 'server',
  });
}
