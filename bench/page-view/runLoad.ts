import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadReply, LoadResult, LoadSpec } from './loadSpec.ts';

const WORKER = fileURLToPath(new URL('./loadWorker.ts', import.meta.url));
/** Time the load process gets beyond its warm-up and measurement before it is stopped. */
const GRACE_MS = 30_000;

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * Runs the load generator in its own process (it inherits tsx through execArgv),
 * so generating requests never competes with the server under test for one event loop.
 * The CPU time this process (the servers) spends during the measured load, per request,
 * barely moves with other work on the machine, unlike throughput and latency.
 */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<LoadResult>((resolve, reject) => {
    const limit = setTimeout(() => {
      child.kill();
      reject(new Error(`The load process gave no result within ${spec.warmup + spec.duration}s + ${GRACE_MS / 1000}s`));
    }, (spec.warmup + spec.duration) * 1000 + GRACE_MS);
    let cpuAtStart = cpuMicros();
    child.on('message', (reply: LoadReply) => {
      if ('measuring' in reply) {
        cpuAtStart = cpuMicros();
        return;
      }
      clearTimeout(limit);
      if (reply.ok) resolve({ ...reply.result, serverCpuUs: (cpuMicros() - cpuAtStart) / Math.max(1, reply.result.requests) });
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
