import pino from 'pino';
import { Kernel } from '@lms/core';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import { readHostConfig } from '../../host/src/config/hostConfig.ts';
import { loadServerPlugins } from '../../host/src/plugins/loadServerPlugins.ts';

export interface BenchKernel {
  kernel: Kernel;
  url: string;
  /** The throwaway database's URL, for the baseline's own pg connection. */
  databaseUrl: string;
  /** Stops the kernel and drops the database. */
  dispose(): Promise<void>;
}

/** The product's server with every plugin of host/lms.config.json on a throwaway database of `adminUrl`'s server. */
export async function startBenchKernel(adminUrl: string): Promise<BenchKernel> {
  const database = await createThrowawayPostgres(adminUrl, 'lms_bench_search');
  let kernel: Kernel | null = null;
  try {
    const plugins = await loadServerPlugins(readHostConfig());
    kernel = await Kernel.create({
      config: {
        database: { kind: 'postgres', url: database.url },
        logLevel: 'silent',
        allowedOrigins: [],
        trustProxy: false,
        sessionTtlSeconds: 12 * 3600,
        rememberTtlSeconds: 30 * 24 * 3600,
        shutdownGraceMs: 2000,
      },
      plugins,
      logger: pino({ level: 'silent' }),
      runJobs: false,
    });
    const url = `http://127.0.0.1:${(await kernel.listen(0, '127.0.0.1')).port}`;
    const running = kernel;
    return { kernel, url, databaseUrl: database.url, dispose: () => running.stop().finally(() => database.drop()) };
  } catch (error) {
    await kernel?.stop();
    await database.drop();
    throw error;
  }
}
