import type { Clock, IdGenerator } from '@lms/contract';
import { fullName } from './mentions.ts';
import type { PostComposer } from './PostComposer.ts';
import type { NewWriting, ThreadNotifier } from './ThreadNotifier.ts';
import { isStudent, type ThreadCaller, type ThreadRow } from './threadRows.ts';
import type { AlongsidePost, ThreadTable } from './ThreadTable.ts';

export interface NewPost<Row extends ThreadRow> {
  message: string;
  parent: Row | null;
  allowImages: boolean;
}

/**
 * The writing shared by boards, comment sections and project comments:
 * compose, store, mark deleted and restored, notify. Each write takes an
 * `alongside` write that lands in the same transaction as the post's
 * (composing, which reads the publisher's labels, comes before it).
 */
export class ThreadWriter<Row extends ThreadRow, Place> {
  constructor(
    readonly store: ThreadTable<Row, Place>,
    private readonly composer: PostComposer,
    private readonly notifier: ThreadNotifier,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** Stores a post or reply; null (nothing stored) when its text is empty. */
  async create(place: Place, caller: ThreadCaller, post: NewPost<Row>, alongside?: AlongsidePost<Row>): Promise<Row | null> {
    const content = await this.composer.compose(post.message, post.allowImages, caller.host);
    if (!content) return null;
    const fields: ThreadRow = {
      id: this.ids.newId(),
      course_id: '',
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
    const row = { ...fields, ...this.store.columns(place) } as Row;
    return this.store.write((store) => store.insert(row), alongside);
  }

  /** A new text for the post; an empty one marks it deleted instead (part 2 §4). */
  async edit(caller: ThreadCaller, row: Row, message: string, allowImages: boolean, alongside?: AlongsidePost<Row>): Promise<Row> {
    const content = await this.composer.compose(message, allowImages, caller.host);
    if (!content) return this.remove(row, alongside);
    const changes = { message: content.html, raw_message: content.text, edited_at: this.clock.now(), editor_id: caller.user.id } as Partial<Row>;
    return this.store.write((store) => store.update(row.id, changes), alongside);
  }

  remove(row: Row, alongside?: AlongsidePost<Row>): Promise<Row> {
    const changes = { deleted_at: this.clock.now() } as Partial<Row>;
    return this.store.write((store) => store.update(row.id, changes), alongside);
  }

  restore(row: Row, alongside?: AlongsidePost<Row>): Promise<Row> {
    const changes = { deleted_at: null, undeleted_at: this.clock.now() } as Partial<Row>;
    return this.store.write((store) => store.update(row.id, changes), alongside);
  }

  notify(writing: NewWriting): Promise<void> {
    return this.notifier.notify(writing);
  }
}
