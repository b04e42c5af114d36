import fs from 'node:fs';
import { packedSdkFolder } from '../../sdk/test/package/packedSdk.ts';

/** vitest global setup: removes the SDK this run built and packed (sdk/test/package/packedSdk.ts) when the run ends. */
export default function setup(): () => void {
  return () => {
    const run = process.env.LMS_TEST_RUN;
    if (run && /^[0-9a-f]+$/.test(run)) fs.rmSync(packedSdkFolder(run), { recursive: true, force: true });
  };
}
