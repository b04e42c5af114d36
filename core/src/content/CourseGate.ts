import { inject, injectable } from '../kernel/di.ts';
import type { Knex } from 'knex';
import { coreServices } from '../contract/services.ts';
import type { CourseAccess } from '../contract/permissions.ts';
import { LmsError } from '../errors/LmsError.ts';
import { CourseLoadRefusal } from './CourseLoadRefusal.ts';

export interface GatedCourse {
  id: string;
  start_date: Date | null;
  end_date: Date | null;
  settings: Record<string, unknown>;
}

/**
 * Part 2 §8 course load, after the permission check: a student is refused a
 * course that asks for a payment they have not made (payment-required), then
 * one that has not started (start-date). Professors are never refused here.
 * The facts come with the caller's access (one query for both), so a page
 * view costs no extra query.
 */
@injectable()
export class CourseGate {
  constructor(@inject(coreServices.database.id) private readonly db: Knex) {}

  /** Throws CourseLoadRefusal while the caller's access carries a hold. */
  refuseHeld(courseId: string, access: CourseAccess | null): void {
    const hold = access?.hold;
    if (!hold) return;
    if (hold.errno === 'payment-required') throw new CourseLoadRefusal('payment-required', { course_id: courseId, amount: hold.amount });
    const start = hold.startDate.toISOString();
    throw new CourseLoadRefusal('start-date', { course_id: courseId, start_date: start, laterDate: start.slice(0, 10) });
  }

  /** The gate, then the course's dates and settings (for the course home). */
  async admit(courseId: string, access: CourseAccess | null): Promise<GatedCourse> {
    this.refuseHeld(courseId, access);
    const row = await this.db<GatedCourse>('courses').where({ id: courseId }).first('id', 'start_date', 'end_date', 'settings');
    if (!row) throw new LmsError('not-found', 'Course not found.');
    return row;
  }
}
