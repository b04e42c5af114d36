import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  /** http://127.0.0.1:port */
  url: string;
  /** Stops the server (SIGKILL if it has not exited 5 s later). */
  stop(): Promise<void>;
}

/**
 * Starts `server.ts` in a process of its own, so the clients' work never shares
 * the server's event loop (the measured latency is the server's, plus the local network).
 */
export function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [])],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send('stop');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ url: `http://127.0.0.1:${(message as { port: number }).port}`, stop }));
    child.once('exit', (code) => reject(new Error(`The server process exited with ${code} before listening`)));
  });
}
