import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Kernel, type DatabaseConfig } from '@lms/core';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import { readHostConfig } from '../../host/src/config/hostConfig.ts';
import { loadServerPlugins } from '../../host/src/plugins/loadServerPlugins.ts';

export interface BenchKernel {
  kernel: Kernel;
  url: string;
  /** 'PGlite (in memory)' or 'PostgreSQL'. */
  databaseLabel: string;
  /** The throwaway PostgreSQL database's URL (for a baseline's own pg connection); null on PGlite. */
  databaseUrl: string | null;
  /** Stops the kernel (and drops the throwaway database). */
  dispose(): Promise<void>;
}

/** The product's kernel with every plugin of host/lms.config.json on a database, silent, jobs off; not yet listening. */
export async function startProductKernel(database: DatabaseConfig): Promise<Kernel> {
  return Kernel.create({
    config: {
      database,
      logLevel: 'silent',
      allowedOrigins: [],
      trustProxy: false,
      sessionTtlSeconds: 12 * 3600,
      rememberTtlSeconds: 30 * 24 * 3600,
      shutdownGraceMs: 2000,
      // A throwaway database's master key (a PostgreSQL deployment must be given one): what sealed secrets need.
      secretKey: randomBytes(32).toString('base64'),
    },
    plugins: await loadServerPlugins(readHostConfig()),
    logger: pino({ level: 'silent' }),
    runJobs: false,
  });
}

/**
 * The product's server with every plugin of host/lms.config.json, on
 * PGlite in memory, or on a throwaway database of the PostgreSQL at `adminUrl`.
 */
export async function startBenchKernel(adminUrl: string | null, databasePrefix: string): Promise<BenchKernel> {
  const database = adminUrl ? await createThrowawayPostgres(adminUrl, databasePrefix) : null;
  const databaseConfig: DatabaseConfig = database ? { kind: 'postgres', url: database.url } : { kind: 'embedded', dataDir: null };
  let kernel: Kernel | null = null;
  try {
    kernel = await startProductKernel(databaseConfig);
    const url = `http://127.0.0.1:${(await kernel.listen(0, '127.0.0.1')).port}`;
    const running = kernel;
    return {
      kernel,
      url,
      databaseLabel: database ? 'PostgreSQL' : 'PGlite (in memory)',
      databaseUrl: database?.url ?? null,
      dispose: () => running.stop().finally(() => database?.drop()),
    };
  } catch (error) {
    await kernel?.stop();
    await database?.drop();
    throw error;
  }
}
