import type { MessagePort } from 'node:worker_threads';
// The worker side of the off-loop pool (see offLoopPool.ts): loads a job's module, runs its function, answers its result.
// Runs in a worker thread: imported as TypeScript by Node's own type stripping (or by tsx when the server runs under it).

export interface WorkerTask {
  module: string;
  name: string;
  input: unknown;
  /** Told once the job's module is loaded: the caller's deadline starts then. */
  started: MessagePort;
}

/** An error the job meant (an LmsError): its facts cross the thread boundary as data, the caller throws it again. */
export interface MeantError {
  errno: string;
  status: number;
  message: string;
  fields?: { field: string; message: string }[];
}

/**
 * Job modules are TypeScript, like the rest of the kernel: tsx's hooks load
 * them (all of TypeScript, as the server's own process does); without tsx,
 * Node's type stripping does (erasable syntax only).
 */
const typeScriptLoads: Promise<void> = import('tsx/esm/api').then(
  ({ register }) => void register(),
  () => undefined,
);

export type OffLoopAnswer = { ok: true; value: unknown } | { ok: false; error: MeantError };

function meant(error: unknown): MeantError | undefined {
  if (!(error instanceof Error)) return undefined;
  const { errno, status, fields } = error as Error & { errno?: unknown; status?: unknown; fields?: MeantError['fields'] };
  if (typeof errno !== 'string' || typeof status !== 'number' || status >= 500) return undefined;
  return { errno, status, message: error.message, ...(fields ? { fields } : {}) };
}

export default async function runTask({ module, name, input, started }: WorkerTask): Promise<OffLoopAnswer> {
  await typeScriptLoads;
  const loaded = (await import(module)) as Record<string, unknown>;
  const job = loaded[name];
  if (typeof job !== 'function') throw new Error(`${module} exports no function ${name}`);
  started.postMessage('started');
  started.close();
  try {
    return { ok: true, value: await (job as (input: unknown) => unknown)(input) };
  } catch (error) {
    const known = meant(error);
    if (known) return { ok: false, error: known };
    throw error;
  }
}
