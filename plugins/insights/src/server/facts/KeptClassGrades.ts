/**
 * Class grades kept between requests (issue 21 dashboard load): a whole
 * class's rows as the gradebook engine computed them, each with what it was
 * computed from, used again only while all of it still holds:
 * - `version`: the course's grade ledger version (attempts, instructor grades,
 *   excusals, final grades; bumped by the writer's own transaction), read
 *   before the ledger was;
 * - `inputs`: everything else the engine read (course settings, columns with
 *   their dates and rules, rollup groups, the roster, the students' own
 *   schedules), serialised; compared whole, so a change of any of them is a miss;
 * - `fromMs` to `expiresAtMs`: the clock of the computation up to the next
 *   open, due or close date after it, when a label or a missing-work 0 changes
 *   with nobody writing anything (a clock set back, as tests do, is a miss too).
 * Bounded by weight (cells kept), least recently used first out. Nothing here is
 * needed by another node: each checks the version in the database itself.
 */
export interface KeptEntry<T> {
  version: number;
  inputs: string;
  fromMs: number;
  expiresAtMs: number;
  /** The entry's size in cells (students x columns); what the bound counts. */
  weight: number;
  value: T;
}

export class KeptClassGrades<T> {
  readonly #entries = new Map<string, KeptEntry<T>>();
  #weight = 0;

  constructor(readonly maxWeight: number) {}

  /** The value kept under `key` if it was computed from this version and these inputs and has not expired. */
  get(key: string, version: number, inputs: string, nowMs: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#remove(key, entry);
    if (entry.version !== version || entry.inputs !== inputs || nowMs < entry.fromMs || nowMs >= entry.expiresAtMs) return undefined;
    this.#add(key, entry);
    return entry.value;
  }

  /** Keeps an entry (replacing the key's), then drops the least recently used until the total weight is within the bound. */
  set(key: string, entry: KeptEntry<T>): void {
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    if (entry.weight > this.maxWeight) return;
    this.#add(key, entry);
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#weight <= this.maxWeight) break;
      this.#remove(oldestKey, oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get weight(): number {
    return this.#weight;
  }

  #add(key: string, entry: KeptEntry<T>): void {
    this.#entries.set(key, entry);
    this.#weight += entry.weight;
  }

  #remove(key: string, entry: KeptEntry<T>): void {
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }
}
