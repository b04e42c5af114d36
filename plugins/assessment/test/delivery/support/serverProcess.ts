import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the signal that ended the process (SIGKILL after `kill()`). */
  exited: Promise<NodeJS.Signals | null>;
  /** SIGKILL: no shutdown, no flush, nothing runs after it. */
  kill(): void;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
  /** Resolves once the process has printed `text` on its standard output. */
  printed(text: string): Promise<void>;
}

/**
 * Starts `assessmentServer.ts` as a process of its own with `env` (its database)
 * and resolves once it listens. Node runs the script itself (`--import tsx`,
 * not the tsx command, which would run it in a grandchild): the pid killed is
 * the server's.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'assessmentServer.ts')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!output.includes(text)) return;
        child.stdout!.off('data', look);
        resolve();
      };
      child.stdout!.on('data', look);
      look();
    });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', () => {
      const port = /listening on (\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child, exited, kill: () => child.kill('SIGKILL'), stop, printed });
    });
    child.once('exit', (code, signal) => reject(new Error(`the server process ended (${code ?? signal}) before listening: ${output}`)));
  });
}
