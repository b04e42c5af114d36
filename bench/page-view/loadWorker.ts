// The load process: runs autocannon against one server, apart from the servers' event loop.
import autocannon from 'autocannon';
import type { LoadReply, LoadResult, LoadSpec } from './loadSpec.ts';

const SEED = 0x5eed;

/** mulberry32: a small seeded generator, so every server is asked for the same pages in the same order. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function load(spec: LoadSpec, seconds: number) {
  const random = seededRandom(SEED);
  let turn = 0;
  return autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: seconds,
    requests: [
      {
        setupRequest(request) {
          request.path = spec.paths[Math.floor(random() * spec.paths.length)]!;
          request.headers.cookie = spec.cookies[turn++ % spec.cookies.length]!;
          return request;
        },
      },
    ],
  });
}

function reply(message: LoadReply): void {
  process.send!(message, () => process.disconnect());
}

process.once('message', async (spec: LoadSpec) => {
  try {
    await load(spec, spec.warmup);
    process.send!({ measuring: true } satisfies LoadReply);
    const measured = await load(spec, spec.duration);
    const result: Omit<LoadResult, 'serverCpuUs'> = {
      requestsPerSecond: measured.requests.average,
      p50Ms: measured.latency.p50,
      p99Ms: measured.latency.p99,
      requests: measured.requests.total,
      non2xx: measured.non2xx,
      errors: measured.errors,
    };
    reply({ ok: true, result });
  } catch (error) {
    reply({ ok: false, error: (error as Error).stack ?? String(error) });
  }
});
