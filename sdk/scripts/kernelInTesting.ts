import fs from 'node:fs';
import path from 'node:path';

/**
 * The kernel (@lms/core, never published) inside the built SDK's testing subpath, so that
 * createTestKernel runs in a plugin outside the repository. Core's migrations and its off-loop
 * worker are files the kernel loads by path at run time: they are built beside the JavaScript
 * (kernelFileEntries), and core's lines that locate them are pointed there (kernelFileLocations).
 */
const CORE_DIR = path.resolve(import.meta.dirname, '../../core');
export const CORE_MIGRATIONS_FOLDER = 'core-migrations';

/** The built file of core's worker-thread side of off-loop jobs, which the kernel's pool starts by its path. */
const OFF_LOOP_WORKER = 'core-offLoopWorker';

/**
 * The kernel's files loaded by path at run time, as build entries (name → source): core's
 * migrations (core-migrations/<file>) and its off-loop worker.
 */
export function kernelFileEntries(): Record<string, string> {
  const folder = path.join(CORE_DIR, 'migrations');
  const migrations = fs
    .readdirSync(folder)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.ts$/.test(file))
    .map((file) => [`${CORE_MIGRATIONS_FOLDER}/${file.replace(/\.ts$/, '')}`, path.join(folder, file)]);
  return Object.fromEntries([...migrations, [OFF_LOOP_WORKER, path.join(CORE_DIR, 'src/offload/offLoopWorker.ts')]]);
}

/** Core's third-party runtime dependencies: the built SDK's too, since its testing subpath carries the kernel. */
export function kernelDependencies(): Record<string, string> {
  const core = JSON.parse(fs.readFileSync(path.join(CORE_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.fromEntries(Object.entries(core.dependencies).filter(([name]) => !name.startsWith('@lms/')));
}

/** Where core's sources locate those files, and where the bundle's code finds them (all at the package's root). */
const LOCATIONS = [
  { source: path.join(CORE_DIR, 'src/kernel/Kernel.ts'), from: "new URL('../../migrations', import.meta.url)", to: `new URL('./${CORE_MIGRATIONS_FOLDER}', import.meta.url)` },
  { source: path.join(CORE_DIR, 'src/offload/offLoopPool.ts'), from: "new URL('./offLoopWorker.ts', import.meta.url)", to: `new URL('./${OFF_LOOP_WORKER}.js', import.meta.url)` },
];

/**
 * A build plugin: in core's sources, the locations of its migrations and its worker become the
 * built ones. The build fails if a line is not found, rather than ship a kernel that looks for
 * its files outside the package.
 */
export function kernelFileLocations() {
  return {
    name: 'lms-kernel-file-locations',
    transform(code: string, id: string) {
      const location = LOCATIONS.find((candidate) => candidate.source === path.resolve(id));
      if (!location) return null;
      if (!code.includes(location.from)) throw new Error(`${location.source} no longer says ${location.from}: update sdk/scripts/kernelInTesting.ts`);
      return { code: code.replace(location.from, location.to), map: null };
    },
  };
}
