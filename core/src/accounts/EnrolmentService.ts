import type { Knex } from 'knex';
import { inject, injectable } from '../kernel/di.ts';
import { coreServices, type Clock } from '../contract/services.ts';
import { LmsError } from '../errors/LmsError.ts';
import { isId } from '../ids/newId.ts';
import type { CourseRow } from '../content/rows.ts';

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
@injectable()
export class EnrolmentService {
  constructor(
    @inject(coreServices.database.id) private readonly db: Knex,
    @inject(coreServices.clock.id) private readonly clock: Clock,
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

  private async alreadyIn(trx: Knex, courseId: string, userId: string): Promise<boolean> {
    const staff = await trx('course_staff').where({ course_id: courseId, user_id: userId }).first('user_id');
    if (staff) return true;
    return Boolean(await trx('enrollments').where({ course_id: courseId, user_id: userId }).first('user_id'));
  }
}
