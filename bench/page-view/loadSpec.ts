/** What the parent asks the load process to run, and what it answers (over the fork's IPC channel). */
export interface LoadSpec {
  /** Base URL of the server under load. */
  url: string;
  /** Request paths; each request takes one at random (a fixed seed, so every server gets the same sequence). */
  paths: string[];
  /** Cookie headers, one per student, taken in turn. */
  cookies: string[];
  connections: number;
  /** Seconds of unmeasured load first. */
  warmup: number;
  /** Seconds measured. */
  duration: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) the servers' process spent per measured request, in µs (filled in by the parent). */
  serverCpuUs: number;
}

/** The load process's messages: the measured load starts, then its result (or why it failed). */
export type LoadReply = { measuring: true } | { ok: true; result: Omit<LoadResult, 'serverCpuUs'> } | { ok: false; error: string };
