import type { Knex } from 'knex';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { STUDY_MOVE_BUCKETS, type StudyBucket, type StudyItem, type StudyItemInput, type StudyItemKey, type StudyItems, type StudyMoveBucket } from '@lms/contract/studyItems.ts';

const TABLE = 'study_items';

interface StudyItemRow {
  id: string;
  source: string;
  ref: string;
  title: string;
  link: string;
  bucket: StudyBucket;
  due_at: Date | null;
  created_at: Date;
  moved_at: Date | null;
}

const COLUMNS = ['id', 'source', 'ref', 'title', 'link', 'bucket', 'due_at', 'created_at', 'moved_at'] as const;
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function toItem(row: StudyItemRow): StudyItem {
  return {
    id: row.id,
    source: row.source,
    ref: row.ref,
    title: row.title,
    link: row.link,
    bucket: row.bucket,
    dueAt: date(row.due_at),
    createdAt: new Date(row.created_at),
    movedAt: date(row.moved_at),
  };
}

/** `coreServices.studyItems`: the study center's items, one row per (course, user, source, ref). */
export class StudyItemStore implements StudyItems {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async put(items: readonly StudyItemInput[], trx?: Knex.Transaction): Promise<void> {
    if (items.length === 0) return;
    const now = this.clock.now();
    const rows = items.map((item) => ({
      id: this.ids.newId(),
      course_id: item.courseId,
      user_id: item.userId,
      source: item.source,
      ref: item.ref,
      title: item.title,
      link: item.link,
      bucket: 'red',
      due_at: item.dueAt ?? null,
      created_at: now,
      moved_at: null,
    }));
    // Put again (missed again, due again): back in red with the producer's new title, link and date.
    await (trx ?? this.db)(TABLE)
      .insert(rows)
      .onConflict(['course_id', 'user_id', 'source', 'ref'])
      .merge(['title', 'link', 'bucket', 'due_at', 'moved_at']);
  }

  async remove(keys: readonly StudyItemKey[], trx?: Knex.Transaction): Promise<void> {
    if (keys.length === 0) return;
    await (trx ?? this.db)(TABLE)
      .whereIn(
        ['course_id', 'user_id', 'source', 'ref'],
        keys.map((key) => [key.courseId, key.userId, key.source, key.ref]),
      )
      .delete();
  }

  async list(courseId: string, userId: string): Promise<StudyItem[]> {
    const rows: StudyItemRow[] = await this.db(TABLE)
      .select(COLUMNS)
      .where({ course_id: courseId, user_id: userId })
      .andWhere((due) => due.whereNull('due_at').orWhere('due_at', '<=', this.clock.now()))
      .orderBy([{ column: 'created_at' }, { column: 'title' }, { column: 'id' }]);
    return rows.map(toItem);
  }

  async move(courseId: string, userId: string, itemId: string, bucket: StudyMoveBucket): Promise<StudyItem> {
    if (!(STUDY_MOVE_BUCKETS as readonly string[]).includes(bucket)) {
      throw LmsError.validation([{ field: 'bucket', message: 'An item moves to green or blue.' }]);
    }
    const [row]: StudyItemRow[] = await this.db(TABLE)
      .where({ id: itemId, course_id: courseId, user_id: userId })
      .update({ bucket, moved_at: this.clock.now() })
      .returning(COLUMNS);
    if (!row) throw new LmsError('not-found', 'Study item not found.');
    return toItem(row);
  }
}
