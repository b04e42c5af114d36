import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Kernel, type KernelConfig } from '@lms/core';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import { readHostConfig } from '../../host/src/config/hostConfig.ts';
import { loadServerPlugins } from '../../host/src/plugins/loadServerPlugins.ts';
import { InstalledPluginList } from '../../host/src/plugins/installed/InstalledPluginList.ts';
import { PluginInstaller } from '../../host/src/plugins/installed/PluginInstaller.ts';
import { sitePluginsPlugin } from '../../host/src/plugins/installed/sitePluginsPlugin.ts';
import { applyHeapSettings } from '../../host/src/server/heapSettings.ts';
import { WEB_DIST } from '../../host/src/server/startServer.ts';
import { webApp } from '../../host/src/server/webApp.ts';
import { pageFrameSources } from '../../host/src/server/frameSources.ts';

export interface BenchKernel {
  kernel: Kernel;
  url: string;
  /** The throwaway database's URL, for the baseline's own pg connections. */
  databaseUrl: string;
  /** Why the web app is not served (not asked for, or not built), or null when it is. */
  webMissing: string | null;
  /** Stops the kernel and drops the database. */
  dispose(): Promise<void>;
}

function kernelConfig(database: KernelConfig['database']): KernelConfig {
  return {
    database,
    // Request logs would go to this run's output; their cost is the deployment's, not the gradebook's.
    logLevel: 'silent',
    allowedOrigins: [],
    trustProxy: false,
    sessionTtlSeconds: 12 * 3600,
    rememberTtlSeconds: 30 * 24 * 3600,
    shutdownGraceMs: 2000,
  };
}

/**
 * The host's own site-plugins plugin with no plugin installed: the web app asks it
 * for installed plugins' screens (GET site_plugins/web) before it starts.
 */
function sitePluginsEntry(directory: string) {
  const installer = new PluginInstaller(new InstalledPluginList(directory), () => undefined);
  return { manifest: sitePluginsPlugin(installer, () => undefined, () => []), source: 'host' as const };
}

/**
 * The product as the host starts it (its heap settings too): every plugin of host/lms.config.json and
 * every migration, on a throwaway database of the PostgreSQL server of
 * `adminUrl` (dropped by dispose), with the built web app when `withWeb`.
 */
export async function startBenchKernel(adminUrl: string, withWeb: boolean): Promise<BenchKernel> {
  applyHeapSettings();
  const database = await createThrowawayPostgres(adminUrl, 'lms_bench_gradebook');
  const pluginsDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-plugins-'));
  const removePluginsDirectory = () => fs.rmSync(pluginsDirectory, { recursive: true, force: true });
  let kernel: Kernel | null = null;
  try {
    const plugins = [...(await loadServerPlugins(readHostConfig())), sitePluginsEntry(pluginsDirectory)];
    const built = fs.existsSync(path.join(WEB_DIST, 'index.html'));
    const webMissing = !withWeb ? 'not asked for (--no-browser)' : built ? null : `the web app is not built (${WEB_DIST}); run: npm run build --workspace @lms/host`;
    const frameSources = pageFrameSources(Kernel.loadRegistry(plugins).plugins.map((plugin) => plugin.manifest));
    const web = webMissing ? undefined : webApp(WEB_DIST, { frameSources });
    kernel = await Kernel.create({ config: kernelConfig({ kind: 'postgres', url: database.url }), plugins, web, logger: pino({ level: 'silent' }), runJobs: false });
    const url = `http://127.0.0.1:${(await kernel.listen(0, '127.0.0.1')).port}`;
    const running = kernel;
    return { kernel, url, databaseUrl: database.url, webMissing, dispose: () => running.stop().finally(() => database.drop()).finally(removePluginsDirectory) };
  } catch (error) {
    await kernel?.stop();
    await database.drop();
    removePluginsDirectory();
    throw error;
  }
}

/**
 * The same kernel on an in-memory embedded PGlite (no web app): for profiling
 * (profileEdits.ts). `databaseUrl` is empty: `pgConnection` is what a pg client
 * connects to (the embedded database's socket).
 */
export async function startEmbeddedBenchKernel(): Promise<BenchKernel & { pgConnection: object }> {
  applyHeapSettings();
  const plugins = await loadServerPlugins(readHostConfig());
  const kernel = await Kernel.create({ config: kernelConfig({ kind: 'embedded', dataDir: null }), plugins, logger: pino({ level: 'silent' }), runJobs: false });
  try {
    const url = `http://127.0.0.1:${(await kernel.listen(0, '127.0.0.1')).port}`;
    const pgConnection = kernel.database.connection as object;
    return { kernel, url, databaseUrl: '', webMissing: 'not asked for (profiling)', pgConnection, dispose: () => kernel.stop() };
  } catch (error) {
    await kernel.stop();
    throw error;
  }
}
