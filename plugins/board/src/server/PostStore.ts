import { ThreadTable, type Knex } from '@lms/sdk';
import type { PostRow, Target } from './postRows.ts';

/** Reads and writes board_posts, a post's place being its target (a board or a component's comment section). */
export class PostStore extends ThreadTable<PostRow, Target> {
  constructor(db: Knex) {
    super(db, 'board_posts');
  }

  columns(target: Target) {
    return { course_id: target.courseId, target_type: target.type, target_id: target.id };
  }

  protected on(db: Knex) {
    return new PostStore(db);
  }
}
