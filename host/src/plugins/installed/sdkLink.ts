import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { HOST_ROOT } from '../../config/hostConfig.ts';

/**
 * An installed plugin's built code imports `@lms/sdk` (and nothing else of
 * ours): `<plugins dir>/node_modules/@lms/sdk` links to the host's own SDK, so
 * the plugin shares the running kernel's SDK module instances.
 */
export function linkHostSdk(pluginsDirectory: string): void {
  const sdkDirectory = hostSdkDirectory();
  const link = path.join(pluginsDirectory, 'node_modules', '@lms', 'sdk');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  if (fs.existsSync(link) && fs.realpathSync(link) === fs.realpathSync(sdkDirectory)) return;
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(sdkDirectory, link, 'dir');
}

/** The folder of the SDK package the host runs (its package.json does not export itself: found from its entry). */
function hostSdkDirectory(): string {
  let folder = path.dirname(createRequire(path.join(HOST_ROOT, 'package.json')).resolve('@lms/sdk'));
  while (!isSdkFolder(folder)) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('The host cannot find the folder of its @lms/sdk package');
    folder = parent;
  }
  return folder;
}

function isSdkFolder(folder: string): boolean {
  const file = path.join(folder, 'package.json');
  return fs.existsSync(file) && (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string }).name === '@lms/sdk';
}
