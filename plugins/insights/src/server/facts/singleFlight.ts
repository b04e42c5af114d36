/**
 * Concurrent identical reads share one answer (issue 21 dashboard load: the
 * screen opens its tiles at once and several of them read the same class).
 * A read asked for while the same read (same key) is running gets that
 * read's promise; once it settles the next ask reads again. Nothing is kept
 * after a read ends, so there is nothing to invalidate: an answer is never
 * older than the start of a read that was still running when it was asked
 * for (what a read that started a moment earlier would have answered).
 */
export class SingleFlight {
  readonly #running = new Map<string, Promise<unknown>>();

  share<T>(key: string, read: () => Promise<T>): Promise<T> {
    const running = this.#running.get(key);
    if (running) return running as Promise<T>;
    const started = read().finally(() => this.#running.delete(key));
    this.#running.set(key, started);
    return started;
  }
}
