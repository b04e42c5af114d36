// The server process of the kill-and-restart test: a kernel with the assessment plugin on the
// database its environment names, read as the real server reads it (DATABASE_URL, else the
// embedded PGlite of LMS_DATA_DIR), on a free port. Prints "listening on <port>" once it serves.
// With LMS_TEST_HOLD_SUBMIT set, a submit stops between its steps (the attempt claimed and recorded
// in the ledger, its score not yet kept, nothing committed) and prints "holding a submit": the test
// kills the process there.
import { bootProcessKernel } from '@lms/sdk/testing';
import assessmentPlugin from '../../../src/server/index.ts';
import { AttemptStore } from '../../../src/server/delivery/AttemptStore.ts';

if (process.env.LMS_TEST_HOLD_SUBMIT) {
  AttemptStore.prototype.recordScore = () => {
    process.stdout.write('holding a submit\n');
    return new Promise<never>(() => {});
  };
}

const kernel = await bootProcessKernel({ plugins: [assessmentPlugin] });
const port = await kernel.listen();
process.stdout.write(`listening on ${port}\n`);
process.once('SIGTERM', () => {
  void kernel.stop().then(() => process.exit(0));
});
