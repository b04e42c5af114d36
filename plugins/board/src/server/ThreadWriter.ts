import type { Clock } from '@lms/sdk';
import { isStudent, type Caller } from './caller.ts';
import type { IdGenerator } from '@lms/sdk';
import { fullName } from './mentions.ts';
import type { PostComposer } from './PostComposer.ts';
import type { PostRow, Target } from './postRows.ts';
import type { AlongsidePost, PostStore } from './PostStore.ts';
import type { NewWriting, ThreadNotifier } from './ThreadNotifier.ts';

export interface NewPost {
  message: string;
  parent: PostRow | null;
  allowImages: boolean;
}

/**
 * The writing shared by boards and comments: compose, store, mark deleted and
 * restored, notify. Each write takes an `alongside` write that lands in the
 * same transaction as the post's (composing, which reads the publisher's
 * labels, comes before it).
 */
export class ThreadWriter {
  constructor(
    readonly store: PostStore,
    private readonly composer: PostComposer,
    private readonly notifier: ThreadNotifier,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** Stores a post or reply; null (nothing stored) when its text is empty. */
  async create(target: Target, caller: Caller, post: NewPost, alongside?: AlongsidePost): Promise<PostRow | null> {
    const content = await this.composer.compose(post.message, post.allowImages, caller.host);
    if (!content) return null;
    const row: PostRow = {
      id: this.ids.newId(),
      course_id: target.courseId,
      target_type: target.type,
      target_id: target.id,
      parent_id: post.parent?.id ?? null,
      author_id: caller.user.id,
      author_name: fullName(caller.user),
      by_student: isStudent(caller.access),
      message: content.html,
      raw_message: content.text,
      created_at: this.clock.now(),
      edited_at: null,
      editor_id: null,
      deleted_at: null,
      undeleted_at: null,
      flagged: false,
      flagged_by: null,
      pinned: false,
    };
    return this.store.write((store) => store.insert(row), alongside);
  }

  /** A new text for the post; an empty one marks it deleted instead (part 2 §4). */
  async edit(caller: Caller, row: PostRow, message: string, allowImages: boolean, alongside?: AlongsidePost): Promise<PostRow> {
    const content = await this.composer.compose(message, allowImages, caller.host);
    if (!content) return this.remove(row, alongside);
    const changes = { message: content.html, raw_message: content.text, edited_at: this.clock.now(), editor_id: caller.user.id };
    return this.store.write((store) => store.update(row.id, changes), alongside);
  }

  remove(row: PostRow, alongside?: AlongsidePost): Promise<PostRow> {
    const changes = { deleted_at: this.clock.now() };
    return this.store.write((store) => store.update(row.id, changes), alongside);
  }

  restore(row: PostRow, alongside?: AlongsidePost): Promise<PostRow> {
    const changes = { deleted_at: null, undeleted_at: this.clock.now() };
    return this.store.write((store) => store.update(row.id, changes), alongside);
  }

  notify(writing: NewWriting): Promise<void> {
    return this.notifier.notify(writing);
  }
}
