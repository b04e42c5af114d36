import type { Knex } from '@lms/sdk';
import type { PostRow, Target } from './postRows.ts';

const TABLE = 'board_posts';

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
