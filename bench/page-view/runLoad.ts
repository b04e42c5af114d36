import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadReply, LoadResult, LoadSpec } from './loadSpec.ts';

const WORKER = fileURLToPath(new URL('./loadWorker.ts', import.meta.url));
/** Time the load process gets beyond its warm-up and measurement before it is stopped. */
const GRACE_MS = 30_000;

/**
 * Runs the load generator in its own process (it inherits tsx through execArgv),
 * so generating requests never competes with the server under test for one event loop.
 */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<LoadResult>((resolve, reject) => {
    const limit = setTimeout(() => {
      child.kill();
      reject(new Error(`The load process gave no result within ${spec.warmup + spec.duration}s + ${GRACE_MS / 1000}s`));
    }, (spec.warmup + spec.duration) * 1000 + GRACE_MS);
    child.once('message', (reply: LoadReply) => {
      clearTimeout(limit);
      if (reply.ok) resolve(reply.result);
      else reject(new Error(`The load process failed: ${reply.error}`));
    });
    child.once('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(limit);
      reject(new Error(`The load process exited (code ${code}) before answering`));
    });
    child.send(spec);
  });
}
