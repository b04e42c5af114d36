import path from 'node:path';
import type { Middleware } from 'koa';
import { Kernel, kernelConfigFromEnv, siteRefs, PluginManifestError, type KernelConfig, type PluginEntry } from '@lms/core';
import { HOST_ROOT, readHostConfig } from '../config/hostConfig.ts';
import { loadServerPlugins } from '../plugins/loadServerPlugins.ts';
import { InstalledPluginList } from '../plugins/installed/InstalledPluginList.ts';
import { PluginInstaller } from '../plugins/installed/PluginInstaller.ts';
import { bootSitePlugins } from '../plugins/installed/bootSitePlugins.ts';
import { pluginsDirectory } from '../plugins/installed/pluginsDirectory.ts';
import { sitePluginsPlugin } from '../plugins/installed/sitePluginsPlugin.ts';
import { describeDemo, seedDemo } from '../demo/seedDemo.ts';
import { exitOnCrash } from './exitOnCrash.ts';
import { webApp } from './webApp.ts';
import { pageFrameSources } from './frameSources.ts';

export const WEB_DIST = path.join(HOST_ROOT, 'web', 'dist');

function portFromEnv(): number {
  const raw = process.env.PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return port;
}

function switchedOff(name: string): boolean {
  return ['off', '0', 'false', 'no'].includes((process.env[name] ?? 'on').toLowerCase());
}

export interface StartOptions {
  /** Runs after the kernel stopped on SIGTERM/SIGINT, before the process exits. */
  afterStop?: () => Promise<void>;
}

/**
 * Starts the product: kernel with the listed plugins, every migration, the demo
 * installation (unless LMS_DEMO=off), the web app, a graceful stop on SIGTERM/SIGINT,
 * and an exit for the supervisor to restart on an error nothing handled.
 * A change to the installed plugin packages restarts the kernel in this
 * process (see `restart`): the kernel answered here is the first one.
 */
export async function startServer(options: StartOptions = {}): Promise<Kernel> {
  const port = portFromEnv();
  const demoMode = !switchedOff('LMS_DEMO');
  const config = withPublicUrl(kernelConfigFromEnv(), demoMode, port);
  const listed = await loadServerPlugins(readHostConfig());
  // A wrong manifest is the first thing to report, before the database or the web build is touched.
  Kernel.loadRegistry(listed);
  const installed = new InstalledPluginList(pluginsDirectory());
  let running: PluginEntry[] = [];
  let kernel: Kernel;
  const installer = new PluginInstaller(installed, (entry) => {
    const id = (entry.manifest as { id: string }).id;
    Kernel.loadRegistry([...listed, ...running.filter((other) => (other.manifest as { id: string }).id !== id), entry]);
  });
  let listeningPort = port;
  // A change to the installed plugins is made live by a graceful restart of the kernel on the same port, once the answer is sent.
  let restarting = Promise.resolve();
  const restart = () => {
    restarting = restarting.then(
      () =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            kernel
              .stop()
              .then(async () => {
                kernel = await boot();
                await kernel.listen(listeningPort);
                kernel.logger.info({ plugins: installed.all().map((plugin) => `${plugin.id}@${plugin.version}${plugin.enabled ? '' : ' (disabled)'}`) }, 'restarted for the installed plugins');
              })
              .catch((error: unknown) => {
                process.stderr.write(`Restart failed: ${(error as Error).message}\n`);
                process.exit(1);
              })
              .finally(resolve);
          }, 50);
        }),
    );
  };
  const boot = async (): Promise<Kernel> => {
    const site = await bootSitePlugins(installed, listed);
    for (const refusal of site.refused) process.stderr.write(`Installed plugin "${refusal.id}" was not loaded: ${refusal.reason}\n`);
    running = site.entries;
    const plugins = [...listed, ...site.entries, { manifest: sitePluginsPlugin(installer, restart, () => site.web.entries()), source: 'host' }];
    const registry = Kernel.loadRegistry(plugins);
    // LMS_SERVE_WEB=off: API only, when the web app is served from elsewhere (a CDN).
    const frameSources = pageFrameSources(registry.plugins.map((plugin) => plugin.manifest));
    const app = switchedOff('LMS_SERVE_WEB') ? undefined : webApp(WEB_DIST, { frameSources });
    const assets = site.web.middleware();
    const web: Middleware | undefined = app && ((ctx, next) => assets(ctx, () => app(ctx, next)));
    return Kernel.create({ config, plugins, web });
  };
  kernel = await boot();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    kernel.logger.info({ signal }, 'stopping');
    restarting
      .then(() => kernel.stop())
      .then(() => options.afterStop?.())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          kernel.logger.error({ err: error }, 'stop failed');
          process.exit(1);
        },
      );
  };
  exitOnCrash({ logger: kernel.logger, stop: () => restarting.then(() => kernel.stop()).then(() => options.afterStop?.()) });
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  try {
    // LMS_DEMO=off for production installs.
    const demo = demoMode ? await seedDemo(kernel) : null;
    const address = await kernel.listen(port);
    listeningPort = address.port;
    const baseUrl = `http://localhost:${address.port}`;
    process.stdout.write(`\nThe learning platform is running at ${baseUrl} (${kernel.database.description}).\n`);
    if (!process.env.LMS_PUBLIC_URL?.trim()) {
      process.stdout.write(`LMS_PUBLIC_URL is not set (demo mode): links in mails point to ${kernel.resolve(siteRefs.publicSite).baseUrl()}, and only localhost answers.\n`);
    }
    if (demo) process.stdout.write(describeDemo(demo, baseUrl));
  } catch (error) {
    await kernel.stop();
    throw error;
  }
  return kernel;
}

/**
 * Links in mails are built from LMS_PUBLIC_URL only (a request's Host is the
 * client's to choose): a production install (LMS_DEMO=off) does not start
 * without it; the demo links to http://localhost:PORT (PORT=0: its listening address on 127.0.0.1).
 */
export function withPublicUrl(config: KernelConfig, demoMode: boolean, port: number): KernelConfig {
  if (config.publicUrl) return config;
  if (!demoMode) {
    throw new Error('LMS_PUBLIC_URL must be set when LMS_DEMO=off: it is the address of the site (e.g. https://learn.example.org), the only base of links in mails.');
  }
  return port === 0 ? config : { ...config, publicUrl: `http://localhost:${port}` };
}

/** Start-up failures are one clear line (a wrong plugin manifest names plugin and field). */
export function reportStartupFailure(error: unknown): never {
  const message = error instanceof PluginManifestError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`Start-up failed: ${message}\n`);
  process.exit(1);
}
