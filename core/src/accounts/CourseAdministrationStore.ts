import type { Knex } from 'knex';
import type { AdministeredCourse, AdministeredCourseRecord, AdministeredStaff, CourseAdministration, CoursePaymentChange, CoursePaymentSettings, SlugChange } from '@lms/contract/courseAdministration.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isId } from '@lms/contract/ids.ts';
import { courseAmount } from '../permissions/courseHold.ts';
import type { CourseRow } from '../content/rows.ts';
import { likePattern } from '../database/likePattern.ts';
import { slugTaken } from '../content/courseSlug.ts';

const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);
const flag = (settings: Record<string, unknown>, key: string) => settings[key] === true;
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

interface StaffRow {
  course_id: string;
  user_id: string;
  role: 'instructor' | 'assistant';
  firstname: string;
  lastname: string;
  email: string;
}

/** `coreServices.courseAdministration` (contract/src/courseAdministration.ts): set-based reads, one query per part whatever the number of courses, and the slug and payment settings writes. */
export class CourseAdministrationStore implements CourseAdministration {
  constructor(private readonly db: Knex) {}

  async find(text: string, limit: number): Promise<AdministeredCourse[]> {
    const wanted = text.trim();
    const rows = (await this.db('courses')
      .where((q) => {
        q.whereRaw('title ilike ?', [likePattern(wanted)]);
        if (isId(wanted)) q.orWhere('id', wanted);
      })
      .orderBy(['title', 'id'])
      .limit(limit)
      .select('*')) as CourseRow[];
    return this.courses(rows);
  }

  async record(courseId: string): Promise<AdministeredCourseRecord> {
    const row = isId(courseId) ? ((await this.db('courses').where({ id: courseId }).first()) as CourseRow | undefined) : undefined;
    if (!row) throw new LmsError('not-found', 'Course not found.');
    const [course] = await this.courses([row]);
    const settings = row.settings;
    const payment = (settings.payment ?? {}) as Record<string, unknown>;
    return {
      ...course!,
      slug: row.slug,
      openDate: iso(row.open_date),
      createdAt: new Date(row.created_at).toISOString(),
      sectionType: settings.section_type === 'program_master' ? 'program_master' : 'section',
      useSectionTemplate: flag(settings, 'use_section_template'),
      enrolment: {
        invite_only: flag(settings, 'invite_only'),
        enrollment_locked: flag(settings, 'enrollment_locked'),
        continuous_enrollment: flag(settings, 'continuous_enrollment'),
        sso_only: flag(settings, 'sso_only'),
      },
      assistantsNoManagerRights: flag(settings, 'assistants_no_mgr_rights'),
      payment: {
        amount: courseAmount(settings),
        isbn: typeof payment.isbn === 'string' ? payment.isbn : null,
        courtesyWindow: numberOrNull(payment.courtesy_window),
        accessDays: numberOrNull(payment.exrollment_days),
      },
      paidCount: (await this.studentCounts(courseId)).paidCount,
    };
  }

  async studentCounts(courseId: string): Promise<{ studentCount: number; paidCount: number }> {
    if (!isId(courseId) || !(await this.db('courses').where({ id: courseId }).first('id'))) throw new LmsError('not-found', 'Course not found.');
    const [counts] = (await this.db('enrollments as e')
      .where('e.course_id', courseId)
      .select(
        this.db.raw('count(*)::int as students'),
        this.db.raw('count(*) filter (where exists (select 1 from payments p where p.course_id = e.course_id and p.user_id = e.user_id and p.refunded_at is null))::int as paid'),
      )) as { students: number; paid: number }[];
    return { studentCount: counts?.students ?? 0, paidCount: counts?.paid ?? 0 };
  }

  async changeSlug(courseId: string, slug: string | null, trx: Knex.Transaction): Promise<SlugChange> {
    const row = isId(courseId) ? ((await trx('courses').where({ id: courseId }).forUpdate().first('slug')) as { slug: string | null } | undefined) : undefined;
    if (!row) throw new LmsError('not-found', 'Course not found.');
    const problem = slug ? await slugTaken(trx, courseId, slug) : null;
    if (problem) throw LmsError.validation([problem]);
    await trx('courses').where({ id: courseId }).update({ slug });
    return { courseId, before: row.slug, after: slug };
  }

  async setPayment(courseId: string, payment: CoursePaymentSettings, trx: Knex.Transaction): Promise<CoursePaymentChange> {
    const row = isId(courseId) ? ((await trx('courses').where({ id: courseId }).forUpdate().first('settings')) as Pick<CourseRow, 'settings'> | undefined) : undefined;
    if (!row) throw new LmsError('not-found', 'Course not found.');
    const before = (row.settings.payment ?? null) as Record<string, unknown> | null;
    await trx('courses')
      .where({ id: courseId })
      .update({ settings: trx.raw("jsonb_set(settings, '{payment}', ?::jsonb)", [JSON.stringify(payment)]) });
    return { courseId, before, after: payment };
  }

  /** The rows with their staff and student counts. */
  private async courses(rows: CourseRow[]): Promise<AdministeredCourse[]> {
    const ids = rows.map((row) => row.id);
    if (!ids.length) return [];
    const staff = (await this.db('course_staff as s')
      .join('users as u', 'u.id', 's.user_id')
      .whereIn('s.course_id', ids)
      .orderBy(['s.role', 'u.lastname', 'u.firstname', 'u.id'])
      .select('s.course_id', 's.user_id', 's.role', 'u.firstname', 'u.lastname', 'u.email')) as StaffRow[];
    const counts = (await this.db('enrollments').whereIn('course_id', ids).groupBy('course_id').select('course_id', this.db.raw('count(*)::int as n'))) as { course_id: string; n: number }[];
    const studentCount = new Map(counts.map((row) => [row.course_id, row.n]));
    const staffOf = new Map<string, AdministeredStaff[]>();
    for (const member of staff) {
      const list = staffOf.get(member.course_id) ?? [];
      list.push({ id: member.user_id, name: `${member.firstname} ${member.lastname}`.trim(), email: member.email, role: member.role, editRights: member.role === 'instructor' });
      staffOf.set(member.course_id, list);
    }
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      startDate: iso(row.start_date),
      endDate: iso(row.end_date),
      archived: row.archived_at !== null,
      staff: staffOf.get(row.id) ?? [],
      studentCount: studentCount.get(row.id) ?? 0,
    }));
  }
}
