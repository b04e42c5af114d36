import type { Knex } from 'knex';
import type { EnrolledStudent } from '@lms/contract/calls/rosterCalls.ts';
import { courseAmount } from '../permissions/courseHold.ts';
import { rosterEntry, studentsQuery, type RosterRow } from './readRoster.ts';

interface EnrolmentRow extends RosterRow {
  paid_at: Date | string | null;
  ccpayment: boolean | null;
  access_end_date: Date | string | null;
  payment_due_date: Date | string | null;
}

/** The course facts every entry shares: its lock flags, price and end date. */
export interface EnrolmentCourse {
  enrollment_locked: boolean;
  invite_only: boolean;
  payment_required: boolean;
  end_date: Date | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export async function readEnrolmentCourse(db: Knex, courseId: string): Promise<EnrolmentCourse | null> {
  const course = (await db('courses').where({ id: courseId }).first('settings', 'end_date')) as { settings: Record<string, unknown>; end_date: Date | null } | undefined;
  if (!course) return null;
  return {
    enrollment_locked: course.settings.enrollment_locked === true,
    invite_only: course.settings.invite_only === true,
    payment_required: courseAmount(course.settings) > 0,
    end_date: course.end_date,
  };
}

/**
 * The course's students with their enrolment details (part 3 §3 "Student
 * roster entry" and "Enrollment"), by last name then first name, in one query:
 * instructors and assistants never (part 3 §6), even with an enrolment row of
 * their own. An enrolment's own dates win over the course's. `userId` narrows it to one student.
 */
export async function readEnrollments(db: Knex, courseId: string, course: EnrolmentCourse, now: Date, userId?: string): Promise<EnrolledStudent[]> {
  const firstPaidAt = db('payments as p')
    .whereRaw('p.course_id = e.course_id and p.user_id = e.user_id')
    .whereNull('p.refunded_at')
    .orderBy('p.paid_at')
    .limit(1)
    .select('p.paid_at')
    .as('paid_at');
  const query = studentsQuery(db, courseId).select(
    firstPaidAt,
    'e.access_end_date',
    'e.payment_due_date',
    db.raw("exists (select 1 from payments c where c.course_id = e.course_id and c.user_id = e.user_id and c.payment_type = 'card') as ccpayment"),
  );
  if (userId !== undefined) query.where('e.user_id', userId);
  const rows = (await query) as EnrolmentRow[];
  const accessEnd = iso(course.end_date);
  return rows.map((row) => {
    const paid = row.paid_at !== null;
    const entry = rosterEntry(row, now);
    return {
      ...entry,
      enrolled: { ...entry.enrolled, date: iso(row.enrolled_at)! },
      paid,
      paid_at: iso(row.paid_at),
      ccpayment: row.ccpayment === true,
      // An administrator's dates for this enrolment (utils/change_date) before the course's.
      access_end_date: iso(row.access_end_date) ?? accessEnd,
      payment_due_date: course.payment_required && !paid ? (iso(row.payment_due_date) ?? iso(row.enrolled_at)) : null,
    };
  });
}
