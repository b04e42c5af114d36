// The server process of the kill-and-restart test: a kernel with the assessment plugin on the
// database its environment names, read as the real server reads it (DATABASE_URL, else the
// embedded PGlite of LMS_DATA_DIR), on a free port. Prints "listening on <port>" once it serves.
import { Kernel, kernelConfigFromEnv } from '@lms/core';
import assessmentPlugin from '../../../src/server/index.ts';

const kernel = await Kernel.create({ config: kernelConfigFromEnv(), plugins: [{ manifest: assessmentPlugin }] });
const { port } = await kernel.listen(0, '127.0.0.1');
process.stdout.write(`listening on ${port}\n`);
process.once('SIGTERM', () => {
  void kernel.stop().then(() => process.exit(0));
});
