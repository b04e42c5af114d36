import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { LibraryItem, LibraryItemType } from '@lms/contract/calls/authoringCalls.ts';

const TABLES: Record<LibraryItemType, string> = { component: 'components', pages: 'pages', lessons: 'lessons' };

/** Part 2 §8: the message when a pin fails (the item is already there). */
export const PIN_FAILED_MESSAGE = 'Oops, not added - probably there already...';
export const NOT_USABLE_MESSAGE = 'This item is not in this course or your library.';

interface LibraryRow {
  item_id: string;
  item_type: LibraryItemType;
  course_id: string;
  pinned_at: Date;
  title: string | null;
  component_type: string | null;
}

/**
 * Each author's library: lessons, pages and components pinned for reuse in any
 * of their courses. It also decides which existing items an author may add to a course.
 */
export class ContentLibrary {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /** Pins an item of this course (or already reachable from it) to the user's library. */
  async pin(userId: string, courseId: string, type: LibraryItemType, itemId: string): Promise<LibraryItem> {
    const usable = await this.usable(this.db, userId, courseId, type, [itemId]);
    if (!usable.has(itemId) && !(await this.reachableInCourse(courseId, type, itemId))) throw new LmsError('not-found', 'Item not found.');
    if (!(await this.add(this.db, userId, courseId, type, itemId))) throw new LmsError('conflict', PIN_FAILED_MESSAGE);
    const [item] = await this.list(userId, undefined, itemId);
    return item!;
  }

  /** Puts an item in the user's library (in the caller's transaction when given); false when it was there already. */
  async add(trx: Knex, userId: string, courseId: string, type: LibraryItemType, itemId: string): Promise<boolean> {
    const inserted = await trx('content_library')
      .insert({ user_id: userId, item_type: type, item_id: itemId, course_id: courseId, pinned_at: this.clock.now() })
      .onConflict(['user_id', 'item_id'])
      .ignore()
      .returning('item_id');
    return inserted.length > 0;
  }

  /** Whether the item is placed in the course: a lesson of it, a page of its lessons, a component on its pages. */
  private async reachableInCourse(courseId: string, type: LibraryItemType, itemId: string): Promise<boolean> {
    const lessons = this.db('course_lessons').where({ course_id: courseId }).select('lesson_id');
    const pages = this.db('lesson_pages').whereIn('lesson_id', lessons.clone()).select('page_id');
    const query =
      type === 'lessons'
        ? this.db('course_lessons').where({ course_id: courseId, lesson_id: itemId })
        : type === 'pages'
          ? this.db('lesson_pages').whereIn('lesson_id', lessons).where({ page_id: itemId })
          : this.db('page_components').whereIn('page_id', pages).where({ component_id: itemId });
    return Boolean(await query.first(this.db.raw('1 as found')));
  }

  async list(userId: string, type?: LibraryItemType, itemId?: string): Promise<LibraryItem[]> {
    const query = this.db('content_library as cl')
      .leftJoin('lessons as l', (j) => j.on('l.id', 'cl.item_id').andOnVal('cl.item_type', 'lessons'))
      .leftJoin('pages as p', (j) => j.on('p.id', 'cl.item_id').andOnVal('cl.item_type', 'pages'))
      .leftJoin('components as c', (j) => j.on('c.id', 'cl.item_id').andOnVal('cl.item_type', 'component'))
      .where('cl.user_id', userId)
      .orderBy([{ column: 'cl.pinned_at', order: 'desc' }, { column: 'cl.item_id' }])
      .select('cl.item_id', 'cl.item_type', 'cl.course_id', 'cl.pinned_at', this.db.raw('coalesce(l.title, p.title, c.title) as title'), 'c.type as component_type');
    if (type) query.where('cl.item_type', type);
    if (itemId) query.where('cl.item_id', itemId);
    const rows = (await query) as LibraryRow[];
    // An item deleted since it was pinned has no title row: it is no longer offered.
    return rows
      .filter((row) => row.title !== null)
      .map((row) => ({
        _id: row.item_id,
        type: row.item_type,
        title: row.title!,
        course_id: row.course_id,
        ...(row.item_type === 'component' ? { component_type: row.component_type ?? '' } : {}),
        pinned_at: new Date(row.pinned_at).toISOString(),
      }));
  }

  async unpin(userId: string, itemId: string): Promise<void> {
    const removed = await this.db('content_library').where({ user_id: userId, item_id: itemId }).delete();
    if (!removed) throw new LmsError('not-found', 'This item is not in your library.');
  }

  /** The ids among `ids` an author may add to the course: made in it, or in the author's library. */
  async usable(trx: Knex, userId: string, courseId: string, type: LibraryItemType, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const own = (await trx(TABLES[type]).whereIn('id', ids).where('course_id', courseId).pluck('id')) as string[];
    const pinned = (await trx('content_library').where({ user_id: userId, item_type: type }).whereIn('item_id', ids).pluck('item_id')) as string[];
    const existing = new Set((await trx(TABLES[type]).whereIn('id', pinned).pluck('id')) as string[]);
    return new Set([...own, ...pinned.filter((id) => existing.has(id))]);
  }
}
