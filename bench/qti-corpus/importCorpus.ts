import type { TestClient, TestKernel } from '@lms/sdk/testing';
import type { ItemFile, PackageFile } from './corpusFiles.ts';
import { lossesOf, type StoredItem } from './fidelity.ts';
import type { ItemResult, Outcome, PackageResult } from './outcomes.ts';

export interface Bench {
  tk: TestKernel;
  author: TestClient;
  courseId: string;
  timeoutMs: number;
}

class TimeLimit extends Error {}

/** Runs `call` with an abort signal that fires after the time limit; a call still running then is a TimeLimit. */
export async function within<T>(timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stop.abort();
      reject(new TimeLimit());
    }, timeoutMs);
  });
  try {
    return await Promise.race([call(stop.signal), limit]);
  } finally {
    clearTimeout(timer);
  }
}

const messageOf = (body: unknown): string => {
  const answer = body as { error?: string; fields?: { field: string; message: string }[] } | undefined;
  return answer?.fields?.[0]?.message ?? answer?.error ?? JSON.stringify(body).slice(0, 200);
};

/** A refusal (4xx with a message), or a crash (5xx, or an answer that is neither). */
export function failure(status: number, body: unknown): Outcome {
  return status >= 400 && status < 500 ? { kind: 'refused', reason: `${status}: ${messageOf(body)}` } : { kind: 'crash', reason: `${status}: ${messageOf(body)}` };
}

/** A package the server read, once its job has finished. */
export async function readPackage(bench: Bench, bytes: Uint8Array, name: string, signal: AbortSignal): Promise<{ status: number; body: any }> {
  const uploaded = await bench.author.request('POST', `assessment/packages/import/${bench.courseId}/?name=${encodeURIComponent(name)}`, undefined, {
    headers: { 'content-type': 'application/zip' },
    raw: Buffer.from(bytes) as unknown as string,
    signal,
  });
  if (uploaded.status !== 202) return uploaded;
  await bench.tk.drainJobs();
  return bench.author.request('GET', `assessment/packages/${uploaded.body._id}/`, undefined, { signal });
}

/**
 * An item as the round trip compares it. The first import's source version is the file's (the
 * export is QTI 3.0); the export writes the attributes QTI requires of an item (adaptive,
 * time-dependent) with QTI's defaults where the file left them out, which a missing one means,
 * and an identifier (the Question's reference) where it had none: `anonymous` leaves it out.
 */
function comparable(item: StoredItem, anonymous = false): string {
  const attributes = anonymous ? / (adaptive|time-dependent)="false"| identifier="[^"]*"/g : / (adaptive|time-dependent)="false"/g;
  const xml = typeof item.content.xml === 'string' ? item.content.xml.replace(/<qti-assessment-item\b[^>]*>/, (tag) => tag.replace(attributes, '')) : undefined;
  return JSON.stringify({ type: item.type, points: item.points, prompt: item.prompt, content: { ...item.content, source_version: undefined, xml } });
}

/** The item of our QTI 3.0 export of `itemId`, imported back as a package: null when it comes back the same, else what differs. */
async function roundTrip(bench: Bench, itemId: string, first: StoredItem, signal: AbortSignal): Promise<string | null> {
  const exported = await bench.author.download(`server/assessment/packages/export/?items=${itemId}`);
  if (exported.status !== 200) return `export answered ${exported.status}`;
  const read = await readPackage(bench, exported.bytes, 'round-trip.zip', signal);
  if (read.status !== 200 || read.body.status !== 'ready') return `re-import: ${read.status} ${read.body.status ?? ''} ${read.body.error ?? ''}`.trim();
  const refused = read.body.report.items.find((item: { refused: string | null }) => item.refused);
  if (refused) return `re-import refused: ${refused.refused}`;
  const confirmed = await bench.author.request('POST', `assessment/packages/${read.body._id}/confirm/`, {}, { signal });
  if (confirmed.status !== 200) return `confirm: ${confirmed.status} ${messageOf(confirmed.body)}`;
  const again = await bench.author.request('GET', `assessment/items/${confirmed.body.imported.items[0]._id}/`, undefined, { signal });
  const second = again.body as StoredItem;
  const anonymous = typeof first.content.xml === 'string' && !/<qti-assessment-item\b[^>]*\sidentifier=/.test(first.content.xml);
  if (comparable(first, anonymous) === comparable(second, anonymous)) return null;
  if (first.type !== second.type) return `type ${first.type} -> ${second.type}`;
  if (first.points !== second.points) return `points ${first.points} -> ${second.points}`;
  if (first.prompt !== second.prompt) return `question text (${whereDiffers(first.prompt, second.prompt)})`;
  const key = Object.keys({ ...first.content, ...second.content }).find((name) => name !== 'source_version' && JSON.stringify(first.content[name]) !== JSON.stringify(second.content[name]));
  return `content ${key} (${whereDiffers(JSON.stringify(first.content[key!]), JSON.stringify(second.content[key!]))})`;
}

/** The two texts from the first character where they differ, a little of each. */
function whereDiffers(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return `${JSON.stringify(a.slice(Math.max(0, at - 20), at + 40))} -> ${JSON.stringify(b.slice(Math.max(0, at - 20), at + 40))}`;
}

/** One item file alone through POST assessment/items/import/, then its fidelity and round trip. */
export async function importItemFile(bench: Bench, file: ItemFile, index: number): Promise<ItemResult> {
  const outcome = await within(bench.timeoutMs, async (signal): Promise<Outcome> => {
    const answer = await bench.author.request('POST', 'assessment/items/import/', { xml: file.xml, reference: `corpus-${index}` }, { signal });
    if (answer.status !== 201) return failure(answer.status, answer.body);
    const stored = answer.body as StoredItem & { _id: string };
    return { kind: 'imported', losses: lossesOf(file.xml, stored), roundTrip: await roundTrip(bench, stored._id, stored, signal) };
  }).catch(thrown);
  return { path: file.path, version: file.version, outcome };
}

/** One package through the upload, its report and the confirm. */
export async function importPackageFile(bench: Bench, file: PackageFile): Promise<PackageResult> {
  const result: PackageResult = { path: file.path, outcome: { kind: 'hang' }, items: 0, refusedItems: new Map() };
  result.outcome = await within(bench.timeoutMs, async (signal): Promise<Outcome> => {
    const read = await readPackage(bench, file.bytes, file.path.split('/').pop() ?? 'package.zip', signal);
    if (read.status !== 200) return failure(read.status, read.body);
    if (read.body.status === 'failed') return { kind: 'refused', reason: `package: ${read.body.error}` };
    for (const item of read.body.report.items as { refused: string | null }[]) {
      if (item.refused) result.refusedItems.set(item.refused, (result.refusedItems.get(item.refused) ?? 0) + 1);
      else result.items += 1;
    }
    const confirmed = await bench.author.request('POST', `assessment/packages/${read.body._id}/confirm/`, {}, { signal });
    if (confirmed.status !== 200) return failure(confirmed.status, confirmed.body);
    return { kind: 'imported', losses: [], roundTrip: null };
  }).catch(thrown);
  return result;
}

export function thrown(error: unknown): Outcome {
  if (error instanceof TimeLimit) return { kind: 'hang' };
  return { kind: 'crash', reason: `threw: ${(error as Error).message}` };
}

