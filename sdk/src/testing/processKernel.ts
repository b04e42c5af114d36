import { Kernel, kernelConfigFromEnv, type AccountRole, type PluginEntry, type PluginManifest } from '@lms/core';
import type { KernelUnderTest } from './createTestKernel.ts';
import { createTestCourse, createTestUser, type CourseFixture, type CourseFixtureSpec, type TestUser, type TestUserOverrides } from './seedKernel.ts';

export interface ProcessKernelOptions {
  plugins: (PluginManifest | PluginEntry)[];
  /** The environment the server reads (DATABASE_URL, else the embedded PGlite of LMS_DATA_DIR; LMS_MEDIA_DIR...); default process.env. */
  env?: Record<string, string | undefined>;
  /** Run the job queue (default true; false for a kernel that only seeds or reads). */
  runJobs?: boolean;
}

/**
 * A kernel built from the environment as the real server builds it (not the
 * harness's fresh database): for tests that run server processes on one
 * database and kill them. Seeds and reads through the kernel's services, and
 * the record helpers (kernelRecords.ts) take it as they take a TestKernel.
 */
export interface ProcessKernel extends KernelUnderTest {
  createUser(role: AccountRole, overrides?: TestUserOverrides): Promise<TestUser>;
  createCourse(spec?: CourseFixtureSpec): Promise<CourseFixture>;
  /** Serves HTTP on a free port of 127.0.0.1; answers the port. */
  listen(): Promise<number>;
  stop(): Promise<void>;
}

function toEntry(plugin: PluginManifest | PluginEntry): PluginEntry {
  return 'manifest' in plugin ? plugin : { manifest: plugin };
}

/** Boots a kernel from the environment (migrating its database), with the given plugins. */
export async function bootProcessKernel(options: ProcessKernelOptions): Promise<ProcessKernel> {
  const kernel = await Kernel.create({
    config: kernelConfigFromEnv(options.env ?? process.env),
    plugins: options.plugins.map(toEntry),
    runJobs: options.runJobs,
  });
  return {
    kernel,
    createUser: (role, overrides) => createTestUser(kernel, role, overrides),
    createCourse: (spec) => createTestCourse(kernel, spec),
    listen: async () => (await kernel.listen(0, '127.0.0.1')).port,
    stop: () => kernel.stop(),
  };
}

/**
 * Runs `use` with a quiet kernel of this process on the database `env` names,
 * without jobs, and stops it again (an embedded database has one owner at a
 * time: call it while no server process runs).
 */
export async function withProcessKernel<T>(env: Record<string, string | undefined>, plugins: (PluginManifest | PluginEntry)[], use: (kernel: ProcessKernel) => Promise<T>): Promise<T> {
  const kernel = await bootProcessKernel({ plugins, env: { ...env, LOG_LEVEL: 'silent' }, runJobs: false });
  try {
    return await use(kernel);
  } finally {
    await kernel.stop();
  }
}
