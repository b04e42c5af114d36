import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import { getGradebook, type GradebookAnswer } from '../../calls/gradebookCalls.ts';
import { classArgs, FIRST_PAGE, LATER_PAGE, pageArgs, useCallCache, useCallQuery } from './gradebookData.ts';
import { mergePage, withoutStudents } from './gradebookMerge.ts';

/**
 * After the first page, the rest waits this long at most for the live join: pages read after it
 * missed nothing, so only the first page is read again (a slow join only delays the background reads).
 */
const JOIN_WAIT_MS = 1000;

/** A page read, and when its request left (the client's clock): a change before the live join may be missing from it. */
interface PageRead {
  offset: number;
  limit: number;
  startedAt: number;
}

/** How far a load has come, for the status line; null when every row is in. */
export interface ClassProgress {
  loaded: number;
  total: number;
}

/** What a load needs from the screen's services (kept current in a ref: their identities may change between renders). */
interface LoadServices {
  readPage(offset: number, limit: number): Promise<GradebookAnswer>;
  update(change: (current: GradebookAnswer | undefined) => GradebookAnswer | undefined): void;
  total(): number;
  setProgress(progress: ClassProgress | null): void;
  setError(error: unknown): void;
}

/**
 * The loads of one course's class, one at a time: a newer load makes the
 * older one drop what it reads. Remembers each page read and when it left, so
 * that the first live join re-reads only the pages that may have missed a change.
 */
class ClassLoads {
  private generation = 0;
  private reads: PageRead[] = [];
  private joinedAt: number | null = null;
  private loading = false;
  private whenJoined!: () => void;
  private readonly join = new Promise<void>((resolve) => (this.whenJoined = resolve));

  constructor(private readonly services: () => LoadServices) {}

  async load(): Promise<void> {
    const run = ++this.generation;
    const { readPage, update, total, setProgress, setError } = this.services();
    this.loading = true;
    this.reads = [];
    setError(null);
    setProgress({ loaded: 0, total: total() });
    const seen = new Set<string>();
    try {
      for (let offset = 0, limit = FIRST_PAGE; ; offset += limit, limit = LATER_PAGE) {
        const startedAt = performance.now();
        const page = await readPage(offset, limit);
        if (run !== this.generation) return;
        this.reads.push({ offset, limit, startedAt });
        for (const row of page.students) seen.add(row.id);
        update((current) => mergePage(current, page));
        const done = offset + limit >= page.total_students;
        setProgress(done ? null : { loaded: offset + page.students.length, total: page.total_students });
        if (done) break;
        if (offset === 0 && this.joinedAt === null) await Promise.race([this.join, new Promise((resolve) => setTimeout(resolve, JOIN_WAIT_MS))]);
        if (run !== this.generation) return;
      }
      // Students no page answered any more have left the course while it was read again.
      update((current) => current && withoutStudents(current, (row) => !seen.has(row.id)));
      this.loading = false;
      await this.refreshMissed(run);
    } catch (failure) {
      if (run !== this.generation) return;
      this.loading = false;
      setProgress(null);
      setError(failure);
    }
  }

  /** The live channel's first join was accepted (later ones are reconnections: those reload). */
  joined(): void {
    if (this.joinedAt !== null) return;
    this.joinedAt = performance.now();
    this.whenJoined();
    if (!this.loading) void this.refreshMissed(this.generation).catch(() => undefined);
  }

  /** Stops the running load (the screen left the course). */
  stop(): void {
    this.generation++;
  }

  /** Reads again the pages whose request left before the first join, after the load (so a newer read is never overwritten). */
  private async refreshMissed(run: number): Promise<void> {
    const joinedAt = this.joinedAt;
    if (joinedAt === null) return;
    const missed = this.reads.filter((read) => read.startedAt < joinedAt);
    const { readPage, update } = this.services();
    for (const read of missed) {
      const startedAt = performance.now();
      const page = await readPage(read.offset, read.limit);
      if (run !== this.generation) return;
      read.startedAt = startedAt;
      update((current) => mergePage(current, page));
    }
  }
}

/**
 * The whole class, drawn fast: the first page (FIRST_PAGE rows) is read and
 * drawn, then the rest is read LATER_PAGE rows at a time in the background and
 * each page is merged into the cached answer as it comes (rows keep their
 * place and identity, so the grid stays usable while rows arrive). A reload
 * reads the pages again and replaces rows in place; the rows no page answered
 * any more (un-enrolled) leave at its end.
 *
 * `joined()` is called when the live channel's first join is accepted: only
 * the pages whose request left before it can have missed a change, and only
 * those are read again (the first page, usually: the join is sent at once).
 */
export function useGradebookClass(courseId: string) {
  const api = useApi();
  const cache = useCallCache();
  // Observes the cache entry the loads fill; it never reads by itself.
  const query = useCallQuery(getGradebook, classArgs(courseId), { enabled: false });
  const [progress, setProgress] = useState<ClassProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const services = useRef<LoadServices>(null!);
  // Kept current after each render, before the load effect below runs (effects run in order).
  useEffect(() => {
    services.current = {
      readPage: (offset, limit) => api.call(getGradebook, pageArgs(courseId, offset, limit)),
      update: (change) => cache.set(getGradebook, classArgs(courseId), change),
      total: () => cache.get(getGradebook, classArgs(courseId))?.total_students ?? 0,
      setProgress,
      setError,
    };
  });
  const [loads, setLoads] = useState(() => ({ courseId, loads: new ClassLoads(() => services.current) }));
  const current = loads.courseId === courseId ? loads.loads : null;
  if (current === null) setLoads({ courseId, loads: new ClassLoads(() => services.current) });

  useEffect(() => {
    if (current === null) return;
    void current.load();
    return () => current.stop();
  }, [current]);

  const reload = useCallback(() => void current?.load(), [current]);
  const joined = useCallback(() => current?.joined(), [current]);
  return { answer: query.data, error, progress, reload, joined };
}
