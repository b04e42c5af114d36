import pg from 'pg';
import { contentRefs, coreServices, type Kernel } from '@lms/core';
import type { SeededTerm } from './seedTerm.ts';
import { browserSession } from './seedTerm.ts';
import { databaseCpu, databaseCpuSince } from './databaseCpu.ts';
import { runIngestClients } from './ingestClients.ts';

export interface IngestFigures {
  clients: number;
  seconds: number;
  /** audit_trail calls answered 200. */
  accepted: number;
  failed: number;
  perSecond: number;
  /** Calls answered 200 from the first, warm-up included. */
  acceptedInAll: number;
  /** Rows that reached tracking_events (after the final flush): should equal `acceptedInAll`. */
  written: number;
  /** CPU (µs) per call of the server (this process: the calls and the buffers' writes), of PostgreSQL, and of the clients' process. */
  serverMicros: number;
  databaseMicros: number;
  clientMicros: number;
}

/**
 * `clients` logged-in students POST audit_trail (page visits) as fast as the
 * server answers, for `seconds` after a one-second warm-up: the sustained ingest
 * rate through HTTP (each call also writes content_visits and checks the
 * lesson-visit badge, as in production), then the rows that reached
 * tracking_events. The clients run in a process of their own (ingestClients.ts),
 * as students' browsers are not in the server's process; the CPU each side used a
 * call is measured over the same window.
 */
export async function measureHttpIngest(kernel: Kernel, url: string, term: SeededTerm, clients: number, seconds: number): Promise<IngestFigures> {
  const tracking = kernel.resolve(coreServices.tracking);
  const trail = kernel.resolve(contentRefs.trail);
  await tracking.catchUp();
  const sessions = [];
  for (let c = 0; c < clients; c++) sessions.push(await browserSession(kernel, term.studentIds[c % term.studentIds.length]!));
  const before = Number(((await kernel.knex('tracking_events').max({ id: 'id' }).first()) as { id: string | null }).id ?? 0);
  let serverCpu = process.cpuUsage();
  let dbCpu = new Map<number, number>();
  let dbCpuRead: Promise<unknown> = Promise.resolve();
  const result = await runIngestClients({ url, courseId: term.courseId, places: term.places, sessions, call: 'audit_trail', seconds, warmUpSeconds: 1 }, () => {
    serverCpu = process.cpuUsage();
    dbCpuRead = databaseCpu(kernel.knex).then((used) => (dbCpu = used));
  });
  await dbCpuRead;
  await Promise.all([trail.flushVisits(), (tracking as unknown as { flush(): Promise<void> }).flush()]);
  const server = process.cpuUsage(serverCpu);
  const databaseMicros = databaseCpuSince(dbCpu, await databaseCpu(kernel.knex));
  await tracking.catchUp();
  const written = Number(((await kernel.knex('tracking_events').where('id', '>', before).count({ n: '*' }).first()) as { n: string }).n);
  const calls = result.accepted + result.failed;
  return {
    clients,
    seconds: result.seconds,
    accepted: result.accepted,
    failed: result.failed,
    acceptedInAll: result.acceptedInAll,
    perSecond: result.accepted / result.seconds,
    written,
    serverMicros: (server.user + server.system) / calls,
    databaseMicros: databaseMicros / calls,
    clientMicros: result.cpuMicros / calls,
  };
}

export interface BaselineFigures {
  /** One INSERT per event from `clients` connections, as a request that wrote its own row would. */
  singleRowPerSecond: number;
  /** INSERTs of 1,000 rows from one connection, as the buffer writes. */
  multiRowPerSecond: number;
}

/** Bare-SQL inserts into tracking_events through pg: the floor and the ceiling beside the HTTP figure. */
export async function measureSqlBaseline(databaseUrl: string, term: SeededTerm, clients: number, seconds: number): Promise<BaselineFigures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
  try {
    const place = term.places[0]!;
    let single = 0;
    const end = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        while (performance.now() < end) {
          await pool.query('insert into tracking_events (course_id, user_id, kind, lesson_id, page_id, at) values ($1, $2, $3, $4, $5, now())', [
            term.courseId,
            term.studentIds[c % term.studentIds.length],
            'page_visit',
            place.lessonId,
            place.pageId,
          ]);
          single++;
        }
      }),
    );
    const singleRowPerSecond = single / ((performance.now() - started) / 1000);
    let multi = 0;
    const multiEnd = performance.now() + seconds * 1000;
    const multiStarted = performance.now();
    while (performance.now() < multiEnd) {
      await pool.query(
        `insert into tracking_events (course_id, user_id, kind, lesson_id, page_id, at)
         select $1, ($2::text[])[1 + i % array_length($2::text[], 1)], 'page_visit', $3, $4, now() from generate_series(0, 999) i`,
        [term.courseId, term.studentIds, place.lessonId, place.pageId],
      );
      multi += 1000;
    }
    return { singleRowPerSecond, multiRowPerSecond: multi / ((performance.now() - multiStarted) / 1000) };
  } finally {
    await pool.end();
  }
}

/** The roll-up of everything pending (the seeded term at first): events per second. */
export async function measureRollUp(kernel: Kernel): Promise<{ events: number; seconds: number; perSecond: number }> {
  const tracking = kernel.resolve(coreServices.tracking) as unknown as { rollUp(): Promise<number> };
  const started = performance.now();
  const events = await tracking.rollUp();
  const seconds = (performance.now() - started) / 1000;
  return { events, seconds, perSecond: events / seconds };
}

/** `count` events through coreServices.tracking.record() in calls of one event, until written: the buffer's own rate, without HTTP. */
export async function measureRecordRate(kernel: Kernel, term: SeededTerm, count: number): Promise<{ perSecond: number; seconds: number }> {
  const tracking = kernel.resolve(coreServices.tracking);
  await tracking.catchUp();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const place = term.places[i % term.places.length]!;
    tracking.record({ kind: 'page_visit', courseId: term.courseId, userId: term.studentIds[i % term.studentIds.length]!, lessonId: place.lessonId, pageId: place.pageId });
    // Let the writer run between requests' worth of events, as the event loop would.
    if (i % 1000 === 999) await new Promise((resolve) => setImmediate(resolve));
  }
  await (tracking as unknown as { flush(): Promise<void> }).flush();
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: count / seconds, seconds };
}
