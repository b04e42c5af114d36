// The ingest bench's clients in a process of their own: students' browsers are not on the
// server, so their fetch() work (about as much CPU a call as the server's) must not share
// the server's event loop. runIngestClients() forks this file; run as a child, it POSTs
// audit_trail page visits (or GET refresh) from every session at once, as fast as answered, and reports.
import { fork } from 'node:child_process';
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
  accepted: number;
  failed: number;
  /** The counted window, measured by the clients. */
  seconds: number;
  /** The clients' own CPU (µs) in the counted window. */
  cpuMicros: number;
}

const API_HEADERS = { 'x-api-version': '6.0', 'content-type': 'application/json' };

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
  await Promise.all(
    plan.sessions.map(async (session, c) => {
      const headers = { ...API_HEADERS, cookie: session.cookie, 'x-xsrf-token': session.xsrf };
      let n = c;
      while (performance.now() < end) {
        const place = plan.places[n++ % plan.places.length]!;
        const answer =
          plan.call === 'audit_trail'
            ? await fetch(`${plan.url}/server/audit_trail`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ type: 'page_visit', course: plan.courseId, lesson: place.lessonId, page: place.pageId }),
              })
            : await fetch(`${plan.url}/server/refresh?course=${plan.courseId}&lesson=${place.lessonId}&page=${place.pageId}`, { headers });
        await answer.arrayBuffer();
        if (!counting) continue;
        if (answer.ok) accepted++;
        else failed++;
      }
    }),
  );
  clearTimeout(countingTimer);
  const used = process.cpuUsage(cpu);
  return { accepted, failed, seconds: (performance.now() - started) / 1000, cpuMicros: used.user + used.system };
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (plan: IngestClientPlan) => {
    void sendVisits(plan).then((result) => {
      process.send!({ result }, () => process.exit(0));
    });
  });
}
