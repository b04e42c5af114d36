// Issue 7 item 7: post -> delivery latency of board events to 1,000 sockets across two
// host processes on one PostgreSQL, beside a raw `ws` broadcast of the same payload.
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import WebSocket from 'ws';
import { Kernel } from '@lms/core';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import board from '@lms/plugin-board/server';
import { boardListeners, DeliveryLog, rawListeners } from './clients.ts';
import { formatSummary, summarise, verdict } from './latency.ts';
import { seedBoard } from './seed.ts';

interface Options {
  clients: number;
  seconds: number;
  rate: number;
  databaseUrl: string;
}

function options(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  return { clients: value('clients', 1000), seconds: value('seconds', 60), rate: value('rate', 10), databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' };
}

/** A child process running `file` under tsx; resolves with the port it reports. */
function startChild(file: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

const stopChild = (child: ChildProcess) => new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.send('stop');
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `count` numbered messages at `rate` per second; `send` is not awaited, so a slow answer does not slow the pace. */
async function publishAtRate(count: number, rate: number, log: DeliveryLog, send: (seq: number) => Promise<unknown>): Promise<void> {
  const start = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let seq = 0; seq < count; seq++) {
    const due = start + (seq * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    log.sentAt.set(seq, performance.now());
    pending.push(send(seq));
  }
  await Promise.all(pending);
}

async function main(): Promise<boolean> {
  const opts = options(process.argv.slice(2));
  const posts = opts.seconds * opts.rate;
  const database = await createThrowawayPostgres(opts.databaseUrl, 'lms_bench_fanout');
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding ${opts.clients} students and a board…`);
    const seeder = await Kernel.create({
      config: { database: { kind: 'postgres', url: database.url }, logLevel: 'silent', allowedOrigins: [], trustProxy: false, sessionTtlSeconds: 43200, rememberTtlSeconds: 2592000, shutdownGraceMs: 2000 },
      plugins: [{ manifest: board }],
      logger: pino({ level: 'silent' }),
      runJobs: false,
    });
    const seeded = await seedBoard(seeder, opts.clients);
    await seeder.stop();

    const nodes = await Promise.all([0, 1].map(() => startChild('./node.ts', { BENCH_DATABASE_URL: database.url })));
    children.push(...nodes.map((node) => node.child));
    const urls = nodes.map((node) => `http://127.0.0.1:${node.port}`);

    console.log(`Connecting ${opts.clients} sockets to two host processes…`);
    const kernelLog = new DeliveryLog();
    const sockets = await boardListeners(urls, seeded.students, { courseId: seeded.courseId, boardId: seeded.boardId }, kernelLog);
    console.log(`Posting ${opts.rate} posts a second for ${opts.seconds} s through the board…`);
    let samplePayload = '';
    sockets[0]!.once('board:post', (payload: unknown) => {
      samplePayload = JSON.stringify(payload);
    });
    await publishAtRate(posts, opts.rate, kernelLog, async (seq) => {
      const answer = await fetch(`${urls[seq % urls.length]}/server/board/${seeded.courseId}/${seeded.boardId}/posts/`, {
        method: 'POST',
        headers: { cookie: seeded.poster.cookie, 'x-xsrf-token': seeded.poster.xsrf, 'content-type': 'application/json', 'x-api-version': '6.0' },
        body: JSON.stringify({ message: `<p>bench ${seq}: a question about the reading, with a little more text so the payload is a usual size.</p>` }),
      });
      if (!answer.ok) throw new Error(`Post ${seq} refused: ${answer.status} ${await answer.text()}`);
    });
    await sleep(3000);
    for (const socket of sockets) socket.disconnect();

    console.log('Broadcasting the same payload through a raw ws server…');
    const raw = await startChild('./rawServer.ts', {});
    children.push(raw.child);
    const rawLog = new DeliveryLog();
    const rawUrl = `ws://127.0.0.1:${raw.port}`;
    const rawClients = await rawListeners(rawUrl, opts.clients, rawLog);
    const publisher = new WebSocket(rawUrl);
    await new Promise((resolve) => publisher.once('open', resolve));
    await publishAtRate(posts, opts.rate, rawLog, async (seq) => publisher.send(samplePayload.replace(/bench \d+/, `bench ${seq}`)));
    await sleep(3000);
    for (const client of [...rawClients, publisher]) client.close();

    const kernelSummary = summarise(kernelLog.latencies, posts * opts.clients);
    const rawSummary = summarise(rawLog.latencies, posts * opts.clients);
    console.log('');
    console.log(formatSummary('board (2 processes)', kernelSummary));
    console.log(formatSummary('raw ws broadcast', rawSummary));
    console.log(`p99 ratio ${(kernelSummary.p99 / Math.max(1, rawSummary.p99)).toFixed(2)}x`);
    const failures = verdict(kernelSummary, rawSummary);
    console.log(failures.length ? `FAIL: ${failures.join('; ')}` : 'PASS');
    return failures.length === 0;
  } finally {
    await Promise.all(children.map(stopChild));
    await database.drop();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
