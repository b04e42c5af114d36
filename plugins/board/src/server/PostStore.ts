import type { Knex } from '@lms/sdk';
import type { PostRow, Target } from './postRows.ts';

const TABLE = 'board_posts';

/** A write that goes with a post's own, in its transaction (a board's ledger submission): both land or neither. */
export type AlongsidePost = (row: PostRow, trx: Knex.Transaction) => Promise<void>;

/** Reads and writes board_posts; rules live in the services that call it. */
export class PostStore {
  constructor(private readonly db: Knex) {}

  private ofTarget(target: Target) {
    return this.db<PostRow>(TABLE).where({ course_id: target.courseId, target_type: target.type, target_id: target.id });
  }

  list(target: Target): Promise<PostRow[]> {
    return this.ofTarget(target).orderBy('created_at').orderBy('id');
  }

  async find(target: Target, postId: string): Promise<PostRow | undefined> {
    return this.ofTarget(target).where({ id: postId }).first();
  }

  async insert(row: PostRow): Promise<PostRow> {
    const [inserted] = await this.db<PostRow>(TABLE).insert(row).returning('*');
    return inserted as PostRow;
  }

  /**
   * Runs `write` and then `alongside` on the row it wrote in one transaction,
   * `write` given the store of that transaction; without `alongside`, `write` alone.
   */
  async write(write: (store: PostStore) => Promise<PostRow>, alongside?: AlongsidePost): Promise<PostRow> {
    if (!alongside) return write(this);
    return this.db.transaction(async (trx) => {
      const row = await write(new PostStore(trx));
      await alongside(row, trx);
      return row;
    });
  }

  async update(postId: string, changes: Partial<PostRow>): Promise<PostRow> {
    const [updated] = await this.db<PostRow>(TABLE).where({ id: postId }).update(changes).returning('*');
    return updated as PostRow;
  }

  /** How many live (not deleted) posts and replies `userId` has on the target. */
  async liveCount(target: Target, userId: string): Promise<number> {
    const row = await this.ofTarget(target).where({ author_id: userId }).whereNull('deleted_at').count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }
}
