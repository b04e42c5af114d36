import type { Knex } from 'knex';
import type { ThreadRow } from './threadRows.ts';

/** A write that goes with a post's own, in its transaction (a ledger submission): both land or neither. */
export type AlongsidePost<Row extends ThreadRow> = (row: Row, trx: Knex.Transaction) => Promise<void>;

/**
 * Reads and writes one plugin's discussion table; `Place` is where a post is
 * (a board, a project) and `columns` its columns, which both scope the reads
 * and fill a new row. Rules live in the services that call it.
 */
export abstract class ThreadTable<Row extends ThreadRow, Place> {
  constructor(
    protected readonly db: Knex,
    private readonly table: string,
  ) {}

  /** The columns that say a row is at `place`. */
  abstract columns(place: Place): Omit<Row, keyof ThreadRow> & Pick<ThreadRow, 'course_id'>;
  /** The same table read through `db` (a transaction). */
  protected abstract on(db: Knex): ThreadTable<Row, Place>;

  private at(place: Place) {
    return this.db<ThreadRow>(this.table).where(this.columns(place) as Partial<ThreadRow>);
  }

  list(place: Place): Promise<Row[]> {
    return this.at(place).orderBy('created_at').orderBy('id') as unknown as Promise<Row[]>;
  }

  async find(place: Place, id: string): Promise<Row | undefined> {
    return (await this.at(place).where({ id }).first()) as Row | undefined;
  }

  async insert(row: Row): Promise<Row> {
    const [inserted] = await this.db(this.table).insert(row).returning('*');
    return inserted as Row;
  }

  /**
   * Runs `write` and then `alongside` on the row it wrote in one transaction,
   * `write` given the table of that transaction; without `alongside`, `write` alone.
   */
  async write(write: (table: ThreadTable<Row, Place>) => Promise<Row>, alongside?: AlongsidePost<Row>): Promise<Row> {
    if (!alongside) return write(this);
    return this.db.transaction(async (trx) => {
      const row = await write(this.on(trx));
      await alongside(row, trx);
      return row;
    });
  }

  async update(id: string, changes: Partial<Row>): Promise<Row> {
    const [updated] = await this.db(this.table).where({ id }).update(changes).returning('*');
    return updated as Row;
  }

  /** How many live (not deleted) posts and replies `userId` has at `place`. */
  async liveCount(place: Place, userId: string): Promise<number> {
    const row = await this.at(place).where({ author_id: userId }).whereNull('deleted_at').count({ n: '*' }).first();
    return Number((row as { n?: string | number } | undefined)?.n ?? 0);
  }

  /** Whether the post is flagged or answers a flagged one (at any depth): then only moderators get it live. */
  async underFlag(place: Place, row: Row): Promise<boolean> {
    for (let current: Row | undefined = row; current; current = current.parent_id ? await this.find(place, current.parent_id) : undefined) {
      if (current.flagged) return true;
    }
    return false;
  }
}
