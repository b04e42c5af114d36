import type { ActivityTracking, Clock, CourseAccess, CourseDirectory, Knex } from '@lms/sdk';
import type { ListedNote, PageNote } from '../calls/noteCalls.ts';
import { checkVisiblePage, visiblePages } from './visiblePages.ts';

interface NoteRow {
  page_id: string;
  text: string;
  updated_at: Date;
}

const NO_NOTE: PageNote = { text: '', updated_at: null };

/** Each reader's private notes, one per page; every read and write is the caller's own, on pages they may see. */
export class NoteBook {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly courses: CourseDirectory,
    /** Issue 21: a saved note counts in the course's activity. */
    private readonly tracking?: ActivityTracking,
  ) {}

  async note(userId: string, access: CourseAccess, lessonId: string, pageId: string): Promise<PageNote> {
    await checkVisiblePage(this.courses, access.courseId, lessonId, pageId, access);
    const row = (await this.db('study_tools_notes').where({ user_id: userId, course_id: access.courseId, page_id: pageId }).first('text', 'updated_at')) as NoteRow | undefined;
    return row ? { text: row.text, updated_at: new Date(row.updated_at).toISOString() } : NO_NOTE;
  }

  /** Saves the note; blank text removes it, so the notes screen lists only notes with words in them. */
  async save(userId: string, access: CourseAccess, lessonId: string, pageId: string, text: string): Promise<PageNote> {
    await checkVisiblePage(this.courses, access.courseId, lessonId, pageId, access);
    const key = { user_id: userId, course_id: access.courseId, page_id: pageId };
    if (text.trim() === '') {
      await this.db('study_tools_notes').where(key).delete();
      return NO_NOTE;
    }
    const now = this.clock.now();
    await this.db('study_tools_notes')
      .insert({ ...key, text, updated_at: now })
      .onConflict(['user_id', 'course_id', 'page_id'])
      .merge({ text, updated_at: now });
    this.tracking?.record({ kind: 'note', courseId: access.courseId, userId, lessonId, pageId, at: now });
    return { text, updated_at: now.toISOString() };
  }

  /** The caller's notes on pages they may still see, in course order (a note on a page since hidden stays stored, unlisted). */
  async list(userId: string, access: CourseAccess): Promise<ListedNote[]> {
    const rows = (await this.db('study_tools_notes').where({ user_id: userId, course_id: access.courseId }).select('page_id', 'text', 'updated_at')) as NoteRow[];
    if (rows.length === 0) return [];
    const byPage = new Map(rows.map((row) => [row.page_id, row]));
    return (await visiblePages(this.courses, access.courseId, access)).flatMap((page) => {
      const row = byPage.get(page.page_id);
      // A page placed twice in the course is listed once, where it first comes.
      byPage.delete(page.page_id);
      return row ? [{ ...page, text: row.text, updated_at: new Date(row.updated_at).toISOString() }] : [];
    });
  }
}
