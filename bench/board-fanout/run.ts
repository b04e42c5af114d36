// Issue 7 item 7: post -> delivery latency of board events to 1,000 sockets across two
// host processes on one PostgreSQL, beside a raw `ws` broadcast of the same payload.
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import pino from 'pino';
import WebSocket from 'ws';
import { Kernel } from '@lms/core';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import board from '@lms/plugin-board/server';
import { startChild, stopChild } from './children.ts';
import { formatCpu, startCpuMeter } from './cpuMeter.ts';
import { boardListeners, DeliveryLog, rawListeners } from './clients.ts';
import { PhaseTimeout, waitForDeliveries, within } from './deadlines.ts';
import { formatSummary, RATIO_LIMIT, summarise, verdict } from './latency.ts';
import { publishAtRate } from './publish.ts';
import { seedBoard } from './seed.ts';

interface Options {
  clients: number;
  seconds: number;
  rate: number;
  /** Unmeasured posts first, through each process (compiled answer serialisers and validators, warmed code): the steady state is measured. */
  warmup: number;
  databaseUrl: string;
  /** Where the host processes write CPU profiles (--cpu-prof DIR), if asked. */
  profileDir: string | undefined;
}

function options(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  const profileAt = argv.indexOf('--cpu-prof');
  return {
    clients: value('clients', 1000),
    seconds: value('seconds', 60),
    rate: value('rate', 10),
    warmup: value('warmup', 20),
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    profileDir: profileAt >= 0 ? argv[profileAt + 1] : undefined,
  };
}

/** Time allowed per phase: generous on a busy machine, but a stuck run ends with a report. */
const SEED_MS = 300_000;
const CONNECT_MS = 60_000;
/** Beyond the publishing time itself, for the answers still in flight. */
const PUBLISH_SLACK_MS = 30_000;
/** After the last send, how long the last deliveries may take to arrive. */
const DRAIN_MS = 10_000;

/** After the warm-up, time for its last deliveries to arrive before measuring. */
const WARMUP_SETTLE_MS = 1_000;

/** A fetch that failed because the server had closed its kept-alive connection ("other side closed", a reset). */
function closedBeforeAnswer(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadNow = () => loadavg().map((value) => value.toFixed(2)).join(', ');

async function main(): Promise<boolean> {
  const opts = options(process.argv.slice(2));
  const posts = opts.seconds * opts.rate;
  const expected = posts * opts.clients;
  const publishMs = opts.seconds * 1000 + PUBLISH_SLACK_MS;
  console.log(`Load average at start: ${loadNow()}`);
  const database = await createThrowawayPostgres(opts.databaseUrl, 'lms_bench_fanout');
  const children: ChildProcess[] = [];
  let cleaned: Promise<void> | null = null;
  const cleanUp = () => (cleaned ??= Promise.all(children.map(stopChild)).then(() => database.drop()));
  // Interrupted (Ctrl-C, a CI timeout): the children and the database go all the same.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  const kernelLog = new DeliveryLog();
  const rawLog = new DeliveryLog();
  try {
    console.log(`Seeding ${opts.clients} students and a board…`);
    const seeder = await Kernel.create({
      config: { database: { kind: 'postgres', url: database.url }, logLevel: 'silent', allowedOrigins: [], trustProxy: false, sessionTtlSeconds: 43200, rememberTtlSeconds: 2592000, shutdownGraceMs: 2000 },
      plugins: [{ manifest: board }],
      logger: pino({ level: 'silent' }),
      runJobs: false,
    });
    const seeded = await within(SEED_MS, 'seeding', seedBoard(seeder, opts.clients)).finally(() => seeder.stop());

    const nodes = await Promise.all([0, 1].map(() => startChild('./node.ts', { BENCH_DATABASE_URL: database.url }, opts.profileDir)));
    children.push(...nodes.map((node) => node.child));
    const urls = nodes.map((node) => `http://127.0.0.1:${node.port}`);

    console.log(`Connecting ${opts.clients} sockets to two host processes…`);
    const sockets = await within(CONNECT_MS, 'connecting the board sockets', boardListeners(urls, seeded.students, { courseId: seeded.courseId, boardId: seeded.boardId }, kernelLog));
    console.log(`Posting ${opts.rate} posts a second for ${opts.seconds} s through the board…`);
    // Only messages reading "bench <n>" are measured (clients.ts): the warm-up's read "warm-up <n>".
    const send = (seq: number, label: string) =>
      fetch(`${urls[seq % urls.length]}/server/board/${seeded.courseId}/${seeded.boardId}/posts/`, {
        method: 'POST',
        headers: { cookie: seeded.poster.cookie, 'x-xsrf-token': seeded.poster.xsrf, 'content-type': 'application/json', 'x-api-version': '6.0' },
        body: JSON.stringify({ message: `<p>${label} ${seq}: a question about the reading, with a little more text so the payload is a usual size.</p>` }),
        signal: AbortSignal.timeout(publishMs),
      });
    const post = async (seq: number, label: string) => {
      // A kept-alive connection the host closed as idle just as this process (its event loop late on a loaded
      // machine) reused it: the host read nothing, so the post is sent once more; its latency still counts
      // from the first send.
      const answer = await send(seq, label).catch((error: unknown) => {
        if (!closedBeforeAnswer(error)) throw error;
        return send(seq, label);
      });
      if (!answer.ok) throw new Error(`Post ${seq} refused: ${answer.status} ${await answer.text()}`);
    };
    await within(publishMs, 'warming up the board', publishAtRate(opts.warmup, opts.rate, new DeliveryLog(), (seq) => post(seq, 'warm-up')));
    await sleep(WARMUP_SETTLE_MS);
    // The raw server broadcasts what the board sent: the first measured post as it arrived.
    let samplePayload = '';
    sockets[0]!.once('board:post', (payload: unknown) => {
      samplePayload = JSON.stringify(payload);
    });
    const boardCpu = await startCpuMeter(children);
    const posting = publishAtRate(posts, opts.rate, kernelLog, (seq) => post(seq, 'bench'));
    await within(publishMs, 'posting through the board', posting);
    await waitForDeliveries(kernelLog, expected, DRAIN_MS);
    const boardSpent = await boardCpu();
    for (const socket of sockets) socket.disconnect();
    if (!samplePayload) throw new Error('No board:post arrived at the first socket: nothing to broadcast in the baseline.');

    console.log('Broadcasting the same payload through a raw ws server…');
    const raw = await startChild('./rawServer.ts', {}, opts.profileDir);
    children.push(raw.child);
    const rawUrl = `ws://127.0.0.1:${raw.port}`;
    const rawClients = await within(CONNECT_MS, 'connecting the raw clients', rawListeners(rawUrl, opts.clients, rawLog));
    const publisher = new WebSocket(rawUrl);
    await within(CONNECT_MS, 'connecting the raw publisher', new Promise((resolve) => publisher.once('open', resolve)));
    const broadcast = async (seq: number, label: string) => publisher.send(samplePayload.replace(/bench \d+/, `${label} ${seq}`));
    await within(publishMs, 'warming up the raw server', publishAtRate(opts.warmup, opts.rate, new DeliveryLog(), (seq) => broadcast(seq, 'warm-up')));
    await sleep(WARMUP_SETTLE_MS);
    const rawCpu = await startCpuMeter([raw.child]);
    const broadcasting = publishAtRate(posts, opts.rate, rawLog, (seq) => broadcast(seq, 'bench'));
    await within(publishMs, 'broadcasting through the raw server', broadcasting);
    await waitForDeliveries(rawLog, expected, DRAIN_MS);
    const rawSpent = await rawCpu();
    for (const client of [...rawClients, publisher]) client.close();

    const kernelSummary = summarise(kernelLog.latencies, expected);
    const rawSummary = summarise(rawLog.latencies, expected);
    console.log('');
    console.log(formatSummary('board (2 processes)', kernelSummary));
    console.log(formatSummary('raw ws broadcast', rawSummary));
    for (const [where, latencies] of [['posting process', kernelLog.byNode.posting], ['other process', kernelLog.byNode.other]] as const) {
      console.log(formatSummary(`  on the ${where}`, summarise(latencies, expected / 2)));
    }
    console.log(formatCpu('board (2 processes)', boardSpent, kernelSummary.deliveries));
    console.log(formatCpu('raw ws broadcast', rawSpent, rawSummary.deliveries));
    console.log(`slowest posts (number: ms): board ${kernelLog.worst(8)}; raw ${rawLog.worst(8)}`);
    console.log(`p99: board ${kernelSummary.p99.toFixed(1)} ms, raw ${rawSummary.p99.toFixed(1)} ms, ratio ${(kernelSummary.p99 / Math.max(1, rawSummary.p99)).toFixed(2)}x (target at most ${RATIO_LIMIT}x)`);
    console.log(`Load average at the end: ${loadNow()}`);
    const failures = verdict(kernelSummary, rawSummary);
    console.log(failures.length ? `FAIL: ${failures.join('; ')}` : 'PASS');
    return failures.length === 0;
  } catch (error) {
    if (error instanceof PhaseTimeout) {
      console.error(`Stopped: ${error.message}. Deliveries so far: board ${kernelLog.latencies.length}, raw ${rawLog.latencies.length} of ${expected} each. Load average: ${loadNow()}`);
    }
    throw error;
  } finally {
    await cleanUp();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    if (!(error instanceof PhaseTimeout)) console.error(error);
    process.exit(2);
  },
);
