import { createHash } from 'node:crypto';
import type { BaselineStatements } from './baselineStatements.ts';

type Row = Record<string, unknown>;
export type QueryFn = (sql: string, params: unknown[]) => Promise<Row[]>;

/** An answer other than 200, as { errno, error, ...details }. */
export class BaselineError extends Error {
  constructor(
    readonly status: number,
    readonly errno: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface SessionRow {
  id: string;
  administrator: number;
  account_type: string;
  program_administrator: boolean;
  session_remember: boolean;
  session_last_seen_at: Date;
  session_created_at: Date;
}

/** The kernel's courseStanding row: staff role, enrolment and the facts of a student's hold. */
interface AccessRow {
  role: string | null;
  /** A program this course is the template (true) or a section (false) of, run by the user: part 1 §6. */
  program_template: boolean | null;
  enrolled: boolean;
  is_free: boolean | null;
  payment: unknown;
  paid: boolean;
  start_date: Date | null;
}

interface SettingsRow {
  start_date: Date | null;
  end_date: Date | null;
  settings: Record<string, unknown>;
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

/** A course's own schedule for an item (course_data), which can only add a wait. */
interface InCourse {
  open_date?: string | null;
  suppress_until_available?: boolean;
}

const waiting = (suppress: boolean | undefined, openDate: Date | string | null | undefined, now: Date) =>
  suppress === true && openDate != null && new Date(openDate).getTime() > now.getTime();

function visible(professor: boolean, item: Schedulable, now: Date, inCourse?: InCourse | null): boolean {
  const hidden = item.draft || waiting(item.suppress_until_available, item.open_date, now) || (inCourse != null && waiting(inCourse.suppress_until_available, inCourse.open_date, now));
  return professor || !hidden;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const scheduleOf = (item: Schedulable) => ({ open_date: iso(item.open_date), suppress_until_available: item.suppress_until_available });

/**
 * What the kernel does for the page screen's two calls, written straight against
 * pg with the kernel's own SQL: session lookup by sha256, the course access check,
 * with the student's course-load hold, then the call's reads, answering the same JSON.
 */
export class BaselineWork {
  constructor(
    private readonly query: QueryFn,
    private readonly statements: BaselineStatements,
    private readonly pluginOfType: ReadonlyMap<string, string>,
    private readonly ttlSeconds: { session: number; remember: number; maxAge: number },
  ) {}

  private async sessionUser(sql: string, token: string | undefined, now: Date): Promise<SessionRow> {
    if (!token || !TOKEN.test(token)) throw new BaselineError(401, 'not-logged', 'Not logged in.');
    const idHash = createHash('sha256').update(token).digest('hex');
    // A session lives until its sliding expiry, and never past its absolute lifetime from the login.
    const maxAgeMs = this.ttlSeconds.maxAge * 1000;
    const [row] = (await this.query(sql, [idHash, now, new Date(now.getTime() - maxAgeMs), 1])) as unknown as SessionRow[];
    if (!row) throw new BaselineError(401, 'not-logged', 'Not logged in.');
    if (now.getTime() - row.session_last_seen_at.getTime() > TOUCH_AFTER_MS) {
      const ttl = row.session_remember ? this.ttlSeconds.remember : this.ttlSeconds.session;
      const expires = Math.min(now.getTime() + ttl * 1000, row.session_created_at.getTime() + maxAgeMs);
      await this.query(TOUCH_SQL, [now, new Date(expires), idHash]);
    }
    return row;
  }

  /**
   * True for professors (staff or site admin); throws unless the user may view the
   * course, and throws a student's course-load hold (part 2 §8): an unpaid payment
   * first, then a start date still to come. The facts come in the access row.
   */
  private async professorIn(sql: string, user: SessionRow, courseId: string, now: Date): Promise<boolean> {
    const [row] = (await this.query(sql, [user.id, user.id, user.id, courseId, 1])) as unknown as AccessRow[];
    if (!row) throw new BaselineError(404, 'not-found', 'Course not found.');
    const administrator = Math.min(3, Math.max(0, user.administrator));
    const professor = user.account_type === 'Junction' || administrator - 1 >= 2 || row.role === 'instructor' || row.role === 'assistant' || (row.program_template !== null && user.program_administrator);
    if (!professor && !row.enrolled) throw new BaselineError(403, 'student-not-in-course', 'You are not enrolled in this course.');
    if (professor) return true;
    const payment = row.payment as { amount?: unknown } | null;
    const amount = row.is_free === true ? 0 : typeof payment?.amount === 'number' && payment.amount > 0 ? payment.amount : 0;
    if (amount > 0 && !row.paid) throw new BaselineError(402, 'payment-required', 'This course requires a payment.', { course_id: courseId, amount });
    if (row.start_date && row.start_date.getTime() > now.getTime()) {
      const start = row.start_date.toISOString();
      throw new BaselineError(403, 'start-date', 'This course has not started yet.', { course_id: courseId, start_date: start, laterDate: start.slice(0, 10) });
    }
    return false;
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
    const professor = await this.professorIn(sql.access, user, courseId, now);
    // One row per placed component, each carrying the address's columns; one row of null components for an empty page.
    const rows = await this.query(sql.page, [courseId, lessonId, pageId]);
    const row = rows[0];
    const notFound = () => new BaselineError(404, 'not-found', 'Page not found.');
    if (!row) throw notFound();
    const lesson = { draft: row.lesson_draft, open_date: row.lesson_open_date, suppress_until_available: row.lesson_suppress } as Schedulable;
    const page = { draft: row.page_draft, open_date: row.page_open_date, suppress_until_available: row.page_suppress } as Schedulable;
    if (!visible(professor, lesson, now, row.lesson_course_data as InCourse | null) || !visible(professor, page, now, row.page_course_data as InCourse | null)) throw notFound();
    const placed = rows.filter((c) => c.slot !== null);
    const inSlot = (slot: string) => placed.filter((c) => c.slot === slot).map((c) => this.component(c));
    return {
      _id: pageId,
      title: row.page_title,
      type: row.page_type,
      draft: row.page_draft,
      proficiency: row.page_proficiency,
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
    const professor = await this.professorIn(sql.access, user, courseId, now);
    const [gated] = (await this.query(sql.settings, [courseId, 1])) as unknown as SettingsRow[];
    if (!gated) throw new BaselineError(404, 'not-found', 'Course not found.');
    const [course] = await this.query(sql.course, [courseId, 1]);
    if (!course) throw new BaselineError(404, 'not-found', 'Course not found.');
    const inCourse = ((course.settings as Record<string, unknown> | null)?.course_data ?? {}) as Record<string, InCourse>;
    const lessons = (await this.query(sql.lessons, [courseId])).filter((lesson) => visible(professor, lesson as unknown as Schedulable, now, inCourse[lesson.id as string]));
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
        ...(professor ? scheduleOf(lesson as unknown as Schedulable) : {}),
        pages: pages
          .filter((page) => page.lesson_id === lesson.id && visible(professor, page as unknown as Schedulable, now, inCourse[page.id as string]))
          .map((page) => ({ _id: page.id, title: page.title, draft: page.draft, ...(professor ? scheduleOf(page as unknown as Schedulable) : {}) })),
      })),
      thumbnailUrl: typeof gated.settings.thumbnailUrl === 'string' ? gated.settings.thumbnailUrl : null,
      image: typeof gated.settings.image === 'string' ? gated.settings.image : null,
      enable_numbering: gated.settings.enable_numbering === true,
      enable_bookmarks: gated.settings.enable_bookmarks === true,
      use_calendar: gated.settings.use_calendar === true,
      startDate: gated.start_date ? gated.start_date.toISOString() : null,
      end_date: gated.end_date ? gated.end_date.toISOString() : null,
    };
  }
}
