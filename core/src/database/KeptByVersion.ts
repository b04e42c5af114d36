/**
 * Answers kept between requests under the version of what they were read from
 * (issue 21 dashboard load): an entry answers again only while the version the
 * caller reads now is the one it was kept under (the tracking readers: a course's
 * `tracking_versions`; the submissions figures: the ledger version and the
 * roster). Bounded by weight (rows kept), least recently used first out.
 */
export class KeptByVersion {
  readonly #entries = new Map<string, { version: string; weight: number; value: unknown }>();
  #weight = 0;

  constructor(readonly maxWeight: number) {}

  get<T>(key: string, version: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== version) {
      this.#weight -= entry.weight;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value as T;
  }

  set(key: string, version: string, value: unknown, weight: number): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#weight -= old.weight;
    }
    if (weight > this.maxWeight) return;
    this.#entries.set(key, { version, weight, value });
    this.#weight += weight;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#weight <= this.maxWeight) break;
      this.#entries.delete(oldestKey);
      this.#weight -= oldest.weight;
    }
  }

  get weight(): number {
    return this.#weight;
  }
}
