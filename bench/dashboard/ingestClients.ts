// The ingest bench's clients in a process of their own: students' browsers are not on the
// server, so their fetch() work (about as much CPU a call as the server's) must not share
// the server's event loop. runIngestClients() forks this file; run as a child, it POSTs
// audit_trail page visits (or GET refresh) from every session at once, as fast as answered, and reports.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

export interface IngestClientPlan {
  url: string;
  courseId: string;
  places: { lessonId: string; pageId: string }[];
  /** POST audit_trail page visits (the ingest), or GET refresh keep-alives in the course. */
  call: 'audit_trail' | 'refresh';
  /** One logged-in student per concurrent client. */
  sessions: { cookie: string; xsrf: string }[];
  /** How long to send, after a short warm-up that is not counted. */
  seconds: number;
  warmUpSeconds: number;
}

export interface IngestClientResult {
  /** Calls answered 200 in the counted window. */
  accepted: number;
  /** Calls answered 200 from the first, warm-up included (each should have written its event). */
  acceptedInAll: number;
  failed: number;
  /** The counted window, measured by the clients. */
  seconds: number;
  /** The clients' own CPU (µs) in the counted window. */
  cpuMicros: number;
}

const API_HEADERS = { 'x-api-version': '6.0', 'content-type': 'application/json' };

/**
 * One call over a kept-alive connection with node:http: fetch() (undici) cost the
 * clients about 500 µs of CPU a call, node:http about half; the clients share
 * the machine's two cores with the server and the database.
 */
function send(agent: Agent, url: URL, method: 'GET' | 'POST', headers: Record<string, string>, body: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers: body === null ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/**
 * Runs the clients in a child process: `onCounting` is called when the warm-up
 * is over and the counted window starts (the caller starts its own meters), and
 * the promise resolves with what the clients counted.
 */
export function runIngestClients(plan: IngestClientPlan, onCounting: () => void = () => undefined): Promise<IngestClientResult> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { counting?: true; result?: IngestClientResult }) => {
      if (message.counting) onCounting();
      if (message.result) resolve(message.result);
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the ingest clients exited with ${code} before reporting`)));
    child.send(plan);
  });
}

async function sendVisits(plan: IngestClientPlan): Promise<IngestClientResult> {
  let counting = false;
  let accepted = 0;
  let acceptedInAll = 0;
  let failed = 0;
  const warmUpEnd = performance.now() + plan.warmUpSeconds * 1000;
  const end = warmUpEnd + plan.seconds * 1000;
  let started = 0;
  let cpu = process.cpuUsage();
  const startCounting = () => {
    counting = true;
    started = performance.now();
    cpu = process.cpuUsage();
    process.send!({ counting: true });
  };
  if (plan.warmUpSeconds <= 0) startCounting();
  const countingTimer = setTimeout(() => counting || startCounting(), Math.max(0, warmUpEnd - performance.now()));
  const agent = new Agent({ keepAlive: true, maxSockets: plan.sessions.length });
  const visitUrl = new URL('/server/audit_trail', plan.url);
  await Promise.all(
    plan.sessions.map(async (session, c) => {
      const headers = { ...API_HEADERS, cookie: session.cookie, 'x-xsrf-token': session.xsrf };
      let n = c;
      while (performance.now() < end) {
        const place = plan.places[n++ % plan.places.length]!;
        const status =
          plan.call === 'audit_trail'
            ? await send(agent, visitUrl, 'POST', headers, JSON.stringify({ type: 'page_visit', course: plan.courseId, lesson: place.lessonId, page: place.pageId }))
            : await send(agent, new URL(`/server/refresh?course=${plan.courseId}&lesson=${place.lessonId}&page=${place.pageId}`, plan.url), 'GET', headers, null);
        if (status === 200) acceptedInAll++;
        if (!counting) continue;
        if (status === 200) accepted++;
        else failed++;
      }
    }),
  );
  agent.destroy();
  clearTimeout(countingTimer);
  const used = process.cpuUsage(cpu);
  return { accepted, acceptedInAll, failed, seconds: (performance.now() - started) / 1000, cpuMicros: used.user + used.system };
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (plan: IngestClientPlan) => {
    void sendVisits(plan).then((result) => {
      process.send!({ result }, () => process.exit(0));
    });
  });
}
