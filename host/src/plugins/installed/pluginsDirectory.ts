import path from 'node:path';

/** Where installed plugin packages live: LMS_PLUGINS_DIR, else `plugins` in the data folder (LMS_DATA_DIR, default ./data). */
export function pluginsDirectory(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.LMS_PLUGINS_DIR?.trim() || path.join(env.LMS_DATA_DIR || 'data', 'plugins'));
}
