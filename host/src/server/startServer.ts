import path from 'node:path';
import { Kernel, kernelConfigFromEnv, PluginManifestError } from '@lms/core';
import { HOST_ROOT, readHostConfig } from '../config/hostConfig.ts';
import { loadServerPlugins } from '../plugins/loadServerPlugins.ts';
import { describeDemo, seedDemo } from '../demo/seedDemo.ts';
import { webApp } from './webApp.ts';

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
 * installation (unless LMS_DEMO=off), the web app, and a graceful stop on SIGTERM/SIGINT.
 */
export async function startServer(options: StartOptions = {}): Promise<Kernel> {
  const config = kernelConfigFromEnv();
  const port = portFromEnv();
  const plugins = await loadServerPlugins(readHostConfig());
  // A wrong manifest is the first thing to report, before the database or the web build is touched.
  Kernel.loadRegistry(plugins);
  // LMS_SERVE_WEB=off: API only, when the web app is served from elsewhere (a CDN).
  const web = switchedOff('LMS_SERVE_WEB') ? undefined : webApp(WEB_DIST);
  const kernel = await Kernel.create({ config, plugins, web });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    kernel.logger.info({ signal }, 'stopping');
    kernel
      .stop()
      .then(() => options.afterStop?.())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          kernel.logger.error({ err: error }, 'stop failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  try {
    // LMS_DEMO=off for production installs.
    const demo = switchedOff('LMS_DEMO') ? null : await seedDemo(kernel);
    const address = await kernel.listen(port);
    const baseUrl = `http://localhost:${address.port}`;
    process.stdout.write(`\nThe learning platform is running at ${baseUrl} (${kernel.database.description}).\n`);
    if (demo) process.stdout.write(describeDemo(demo, baseUrl));
  } catch (error) {
    await kernel.stop();
    throw error;
  }
  return kernel;
}

/** Start-up failures are one clear line (a wrong plugin manifest names plugin and field). */
export function reportStartupFailure(error: unknown): never {
  const message = error instanceof PluginManifestError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`Start-up failed: ${message}\n`);
  process.exit(1);
}
