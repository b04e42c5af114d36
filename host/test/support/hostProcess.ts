import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export const SERVER_ENTRY = path.join(root, 'host/src/server/main.ts');
export const CLI_ENTRY = path.join(root, 'host/src/cli/main.ts');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a host entry point to completion (the embedded database unless the test's env says otherwise). */
export function runEntry(entry: string, args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(tsx, [entry, ...args], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() })));
}

export interface ServerProcess {
  /** The server's base URL on 127.0.0.1. */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, resolved when the process has exited. */
  stop(): Promise<void>;
}

/** Starts the real server (API only, free port) and resolves once its output contains `readyWhen`. */
export function startServerProcess(env: Record<string, string>, readyWhen = 'running at'): Promise<ServerProcess> {
  const child = spawn(tsx, [SERVER_ENTRY], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent', LMS_SERVE_WEB: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port && out.includes(readyWhen)) {
        resolve({
          url: `http://127.0.0.1:${port}`,
          output: () => out,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}
