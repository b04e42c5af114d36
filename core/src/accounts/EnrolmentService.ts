import type { Knex } from 'knex';
import { type Clock, type CoursePurchase, type EnrolmentDesk, type IdGenerator } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { isId } from '../ids/newId.ts';
import type { CourseRow } from '../content/rows.ts';
import { unenrolStudents } from '../roster/unenrolStudents.ts';

export const ENROLMENT_MESSAGES = {
  invalidId: 'That is not a valid course id',
  /** Part 1 §8: what registration answers (sub_error) when the course refused. */
  registrationFailed: 'Unable to complete enrollment in the course',
} as const;

/** Why a self-enrolment was refused, as login and registration report it. */
export interface EnrolmentRefusal {
  errno: string;
  error: string;
}

export type EnrolmentOutcome = { ok: true; courseId: string } | ({ ok: false } & EnrolmentRefusal);

/**
 * Self-enrolment in a course (`add_course/`, and the course of a login or
 * registration): the course must exist and be open to it (course settings
 * `invite_only`, `enrollment_locked`). Staff and enrolled students are already in.
 */
export class EnrolmentService implements EnrolmentDesk {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** Enrols or throws no-course, invite_only or enrollment_locked. */
  async enrol(userId: string, courseId: string, trx: Knex = this.db): Promise<void> {
    const course = isId(courseId) ? ((await trx('courses').where({ id: courseId }).first('id', 'settings')) as Pick<CourseRow, 'id' | 'settings'> | undefined) : undefined;
    if (!course) throw new LmsError('no-course');
    if (await this.alreadyIn(trx, course.id, userId)) return;
    // Turning invite_only on forces enrollment_locked on (part 3 §4): the more precise answer first.
    if (course.settings.invite_only === true) throw new LmsError('invite_only');
    if (course.settings.enrollment_locked === true) throw new LmsError('enrollment_locked');
    await trx('enrollments').insert({ course_id: course.id, user_id: userId, created_at: this.clock.now() }).onConflict(['course_id', 'user_id']).ignore();
  }

  /** Like `enrol`, answering the refusal instead of throwing it (login and registration go on without the course). */
  async tryEnrol(userId: string, courseId: string, trx: Knex = this.db): Promise<EnrolmentOutcome> {
    try {
      await this.enrol(userId, courseId, trx);
      return { ok: true, courseId };
    } catch (error) {
      if (error instanceof LmsError && error.status < 500) return { ok: false, errno: error.errno, error: error.message };
      throw error;
    }
  }

  async recordPurchase(purchase: CoursePurchase, trx?: Knex.Transaction): Promise<boolean> {
    if (!trx) return this.db.transaction((own) => this.recordPurchase(purchase, own));
    const courseIds = [...new Set(purchase.courseIds)];
    const known = (await trx('courses').whereIn('id', courseIds.filter(isId)).pluck('id')) as string[];
    if (courseIds.length === 0 || known.length !== courseIds.length) throw new LmsError('no-course');
    const now = this.clock.now();
    const shares = splitCents(purchase.amount, courseIds.length);
    // One row per course; the unique provider_ref makes a replayed purchase insert nothing.
    const inserted = await trx('payments')
      .insert(courseIds.map((courseId, index) => ({
        id: this.ids.newId(),
        user_id: purchase.userId,
        course_id: courseId,
        amount: shares[index],
        paid_at: now,
        payment_type: purchase.paymentType,
        provider_ref: `${purchase.providerRef}:${courseId}`,
      })))
      .onConflict()
      .ignore()
      .returning('course_id');
    if (inserted.length === 0) return false;
    const staff = (await trx('course_staff').whereIn('course_id', courseIds).where({ user_id: purchase.userId }).pluck('course_id')) as string[];
    const students = courseIds.filter((id) => !staff.includes(id));
    if (students.length) {
      await trx('enrollments')
        .insert(students.map((courseId) => ({ course_id: courseId, user_id: purchase.userId, created_at: now })))
        .onConflict(['course_id', 'user_id'])
        .ignore();
    }
    return true;
  }

  async returnPurchase(providerRef: string, trx: Knex = this.db): Promise<number> {
    // recordPurchase stores one row per course as `<providerRef>:<courseId>`.
    return trx('payments').where('provider_ref', 'like', `${providerRef.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`).delete();
  }

  async paidCourses(userId: string, courseIds: readonly string[], trx: Knex = this.db): Promise<string[]> {
    if (courseIds.length === 0) return [];
    const rows = (await trx('courses as c')
      .whereIn('c.id', courseIds)
      .where((q) =>
        q
          .whereExists(trx('payments as p').whereRaw('p.course_id = c.id').where('p.user_id', userId).whereNull('p.refunded_at'))
          .orWhereExists(trx('course_staff as s').whereRaw('s.course_id = c.id').where('s.user_id', userId)),
      )
      .pluck('c.id')) as string[];
    return courseIds.filter((id) => rows.includes(id));
  }

  unenrol(courseId: string, userIds: readonly string[]): Promise<number> {
    return unenrolStudents(this.db, courseId, userIds);
  }

  private async alreadyIn(trx: Knex, courseId: string, userId: string): Promise<boolean> {
    const staff = await trx('course_staff').where({ course_id: courseId, user_id: userId }).first('user_id');
    if (staff) return true;
    return Boolean(await trx('enrollments').where({ course_id: courseId, user_id: userId }).first('user_id'));
  }
}

/** `amount` cents over `parts` rows that add up to it: the first rows take the odd cents. */
export function splitCents(amount: number, parts: number): number[] {
  const base = Math.floor(amount / parts);
  const rest = amount - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < rest ? 1 : 0));
}
