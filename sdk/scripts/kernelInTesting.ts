import fs from 'node:fs';
import path from 'node:path';

/**
 * The kernel (@lms/core, never published) inside the built SDK's testing subpath, so that
 * createTestKernel runs in a plugin outside the repository. Core's migrations are files the kernel
 * reads from a folder at run time: they are built beside the JavaScript (core-migrations/*.js), and
 * core's one line that locates them is pointed there (kernelMigrationsLocation).
 */
const CORE_DIR = path.resolve(import.meta.dirname, '../../core');
export const CORE_MIGRATIONS_FOLDER = 'core-migrations';

/** The build entries of core's migrations: name (core-migrations/<file>) → source. */
export function coreMigrationEntries(): Record<string, string> {
  const folder = path.join(CORE_DIR, 'migrations');
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => /^\d{14}_[a-z0-9_]+\.ts$/.test(file))
      .map((file) => [`${CORE_MIGRATIONS_FOLDER}/${file.replace(/\.ts$/, '')}`, path.join(folder, file)]),
  );
}

/** Core's third-party runtime dependencies: the built SDK's too, since its testing subpath carries the kernel. */
export function kernelDependencies(): Record<string, string> {
  const core = JSON.parse(fs.readFileSync(path.join(CORE_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.fromEntries(Object.entries(core.dependencies).filter(([name]) => !name.startsWith('@lms/')));
}

const KERNEL_SOURCE = path.join(CORE_DIR, 'src/kernel/Kernel.ts');
const MIGRATIONS_LOCATION = "new URL('../../migrations', import.meta.url)";

/**
 * A build plugin: in core's Kernel.ts, the migrations' folder becomes the built one, next to the
 * bundle's files (all at the package's root). The build fails if the line is not found, rather
 * than ship a kernel that looks for its migrations outside the package.
 */
export function kernelMigrationsLocation() {
  return {
    name: 'lms-kernel-migrations-location',
    transform(code: string, id: string) {
      if (path.resolve(id) !== KERNEL_SOURCE) return null;
      if (!code.includes(MIGRATIONS_LOCATION)) throw new Error(`${KERNEL_SOURCE} no longer says ${MIGRATIONS_LOCATION}: update sdk/scripts/kernelInTesting.ts`);
      return { code: code.replace(MIGRATIONS_LOCATION, `new URL('./${CORE_MIGRATIONS_FOLDER}', import.meta.url)`), map: null };
    },
  };
}
