import { createHash } from 'node:crypto';
import type { BaselineStatements } from './baselineStatements.ts';

type Row = Record<string, unknown>;
export type QueryFn = (sql: string, params: unknown[]) => Promise<Row[]>;

/** An answer other than 200, as { errno, error }. */
export class BaselineError extends Error {
  constructor(
    readonly status: number,
    readonly errno: string,
    message: string,
  ) {
    super(message);
  }
}

interface SessionRow {
  id: string;
  administrator: number;
  account_type: string;
  session_remember: boolean;
  session_last_seen_at: Date;
}

interface Schedulable {
  draft: boolean;
  open_date: Date | null;
  suppress_until_available: boolean;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TOUCH_AFTER_MS = 60_000;
/** knex's SQL for the sliding expiry; it runs at most once a minute per session, so no single capture sees it. */
const TOUCH_SQL = 'update "sessions" set "last_seen_at" = $1, "expires_at" = $2 where "id_hash" = $3';

function visible(professor: boolean, item: Schedulable, now: Date): boolean {
  const hidden = item.draft || (item.suppress_until_available && item.open_date !== null && item.open_date.getTime() > now.getTime());
  return professor || !hidden;
}

/**
 * What the kernel does for the page screen's two calls, written straight against
 * pg with the kernel's own SQL: session lookup by sha256, the course access check,
 * then the call's reads, answering the same JSON.
 */
export class BaselineWork {
  constructor(
    private readonly query: QueryFn,
    private readonly statements: BaselineStatements,
    private readonly pluginOfType: ReadonlyMap<string, string>,
    private readonly ttlSeconds: { session: number; remember: number },
  ) {}

  private async sessionUser(sql: string, token: string | undefined, now: Date): Promise<SessionRow> {
    if (!token || !TOKEN.test(token)) throw new BaselineError(401, 'not-logged', 'Not logged in.');
    const idHash = createHash('sha256').update(token).digest('hex');
    const [row] = (await this.query(sql, [idHash, now, 1])) as unknown as SessionRow[];
    if (!row) throw new BaselineError(401, 'not-logged', 'Not logged in.');
    if (now.getTime() - row.session_last_seen_at.getTime() > TOUCH_AFTER_MS) {
      const ttl = row.session_remember ? this.ttlSeconds.remember : this.ttlSeconds.session;
      await this.query(TOUCH_SQL, [now, new Date(now.getTime() + ttl * 1000), idHash]);
    }
    return row;
  }

  /** True for professors (staff or site admin); throws unless the user may view the course. */
  private async professorIn(sql: string, user: SessionRow, courseId: string): Promise<boolean> {
    const [row] = (await this.query(sql, [user.id, user.id, courseId, 1])) as { role: string | null; enrolled: boolean }[];
    if (!row) throw new BaselineError(404, 'not-found', 'Course not found.');
    const administrator = Math.min(3, Math.max(0, user.administrator));
    const professor = user.account_type === 'Junction' || administrator - 1 >= 2 || row.role === 'instructor' || row.role === 'assistant';
    if (!professor && !row.enrolled) throw new BaselineError(403, 'student-not-in-course', 'Not enrolled in this course.');
    return professor;
  }

  private component(row: Row) {
    return {
      _id: row.id,
      type: row.type,
      plugin: this.pluginOfType.get(row.type as string) ?? null,
      title: row.title,
      description: row.description,
      ...(row.meta as Row),
      config: row.config,
      owned_by: row.owned_by,
      course_id: row.course_id,
      updated_at: (row.updated_at as Date).toISOString(),
    };
  }

  async page(token: string | undefined, courseId: string, lessonId: string, pageId: string): Promise<unknown> {
    const sql = this.statements.page;
    const now = new Date();
    const user = await this.sessionUser(sql.session, token, now);
    const professor = await this.professorIn(sql.access, user, courseId);
    // One row per placed component, each carrying the address's columns; one row of null components for an empty page.
    const rows = await this.query(sql.page, [courseId, lessonId, pageId]);
    const row = rows[0];
    const notFound = () => new BaselineError(404, 'not-found', 'Page not found.');
    if (!row) throw notFound();
    const lesson = { draft: row.lesson_draft, open_date: row.lesson_open_date, suppress_until_available: row.lesson_suppress } as Schedulable;
    const page = { draft: row.page_draft, open_date: row.page_open_date, suppress_until_available: row.page_suppress } as Schedulable;
    if (!visible(professor, lesson, now) || !visible(professor, page, now)) throw notFound();
    const placed = rows.filter((c) => c.slot !== null);
    const inSlot = (slot: string) => placed.filter((c) => c.slot === slot).map((c) => this.component(c));
    return {
      _id: pageId,
      title: row.page_title,
      type: row.page_type,
      draft: row.page_draft,
      course: { _id: courseId, title: row.course_title },
      lesson: { _id: lessonId, title: row.lesson_title },
      contents: inSlot('contents'),
      recommended: inSlot('recommended'),
      ...(professor ? { instructor_notes: inSlot('instructor_notes') } : {}),
    };
  }

  async outline(token: string | undefined, courseId: string): Promise<unknown> {
    const sql = this.statements.outline;
    const now = new Date();
    const user = await this.sessionUser(sql.session, token, now);
    const professor = await this.professorIn(sql.access, user, courseId);
    const [course] = await this.query(sql.course, [courseId, 1]);
    if (!course) throw new BaselineError(404, 'not-found', 'Course not found.');
    const lessons = (await this.query(sql.lessons, [courseId])).filter((lesson) => visible(professor, lesson as unknown as Schedulable, now));
    const pages = lessons.length ? await this.query(sql.pages, [courseId]) : [];
    return {
      _id: course.id,
      title: course.title,
      subtitle: course.subtitle,
      lessons: lessons.map((lesson) => ({
        _id: lesson.id,
        title: lesson.title,
        subtitle: lesson.subtitle,
        draft: lesson.draft,
        pages: pages
          .filter((page) => page.lesson_id === lesson.id && visible(professor, page as unknown as Schedulable, now))
          .map((page) => ({ _id: page.id, title: page.title, draft: page.draft })),
      })),
    };
  }
}
