import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** How long a child may take to start and report its port. */
const START_TIMEOUT_MS = 60_000;
/** How long a child may take to stop before it is killed. */
const STOP_GRACE_MS = 5_000;

/**
 * A child process running `file` (next to this one) under tsx; resolves with the port it
 * reports. The child exits by itself when this process goes (see `exitWithParent`).
 * With `profileDir`, it writes a CPU profile there when it stops.
 */
export function startChild(file: string, env: Record<string, string>, profileDir?: string): Promise<{ child: ChildProcess; port: number }> {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), { execArgv: ['--import', 'tsx', ...profile], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not report its port within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve({ child, port: (message as { port: number }).port });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}`));
    });
  });
}

/** Asks a child to stop, and kills it when it has not after a grace period. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    if (child.connected) child.send('stop');
    setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
  });
}

/** CPU time (ms): all of it (user + system), and the part spent in the operating system (the socket writes' syscalls). */
export interface CpuTime {
  totalMs: number;
  systemMs: number;
}

/** The CPU time a child has used so far. */
export function cpuTimeOf(child: ChildProcess): Promise<CpuTime> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const usage = (message as { cpu?: CpuTime }).cpu;
      if (usage === undefined) return;
      child.off('message', onMessage);
      resolve(usage);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/** This process's CPU time so far. */
export function ownCpu(): CpuTime {
  const { user, system } = process.cpuUsage();
  return { totalMs: (user + system) / 1000, systemMs: system / 1000 };
}

/**
 * In a child: answer the parent's 'cpu' with its CPU time, stop on its 'stop', and exit
 * when the parent is gone (its IPC channel closes), so a parent that crashed or was
 * killed leaves no server behind holding its output open.
 */
export function exitWithParent(stop: () => Promise<void>): void {
  let stopping = false;
  const stopOnce = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    void stop().finally(() => process.exit(0));
  };
  process.on('message', (message) => {
    if (message === 'stop') stopOnce();
    if (message === 'cpu') process.send!({ cpu: ownCpu() });
  });
  process.on('disconnect', stopOnce);
}
