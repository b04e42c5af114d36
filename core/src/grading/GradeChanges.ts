import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { GradeChange } from '@lms/contract/services.ts';

type GradeChangeListener = (change: GradeChange) => void;

/** knex sets `parentTransaction` on a nested transaction (a savepoint); it is not in knex's types. */
type NestedTransaction = Knex.Transaction & { parentTransaction?: NestedTransaction };

/**
 * Settles once `trx` and every transaction around it have committed; rejects
 * when any of them rolls back (a savepoint released inside a transaction that
 * then rolls back wrote nothing).
 */
export function committed(trx: NestedTransaction): Promise<unknown> {
  const chain: Promise<unknown>[] = [];
  for (let current: NestedTransaction | undefined = trx; current; current = current.parentTransaction) chain.push(current.executionPromise);
  return Promise.all(chain);
}

/**
 * The listeners of the grade ledger's changes (GradeLedger.onChange): told
 * after the write is committed, never for a rollback. A listener that fails
 * is logged; the write it heard of stands.
 */
export class GradeChanges {
  private readonly listeners = new Set<GradeChangeListener>();

  constructor(private readonly logger: Logger) {}

  listen(listener: GradeChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Tells every listener once `trx` commits, or at once without a transaction. */
  /** Runs `then` once `trx` commits (never on a rollback), or at once without a transaction. */
  afterCommit(trx: Knex | undefined, then: () => void): void {
    const transaction = trx as NestedTransaction | undefined;
    if (transaction?.isTransaction) committed(transaction).then(then, () => undefined);
    else then();
  }

  emit(change: GradeChange, trx?: Knex): void {
    const transaction = trx as NestedTransaction | undefined;
    if (transaction?.isTransaction) committed(transaction).then(() => this.tell(change), () => undefined);
    else this.tell(change);
  }

  private tell(change: GradeChange): void {
    for (const listener of [...this.listeners]) {
      // An async listener's rejection is caught as a synchronous throw is.
      try {
        Promise.resolve(listener(change) as unknown).catch((error: unknown) => this.failed(error, change));
      } catch (error) {
        this.failed(error, change);
      }
    }
  }

  private failed(error: unknown, change: GradeChange): void {
    this.logger.error({ err: error, change }, 'A grade change listener failed');
  }
}
