import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * vitest global setup: the video conversion tests run Debian's ffmpeg, so every
 * test run (npm test on a fresh clone too) installs it first when it is missing.
 */
export default function setup(): void {
  execFileSync('bash', [fileURLToPath(new URL('../../scripts/ensure-ffmpeg.sh', import.meta.url))], { stdio: 'inherit' });
}
