import type { Knex } from 'knex';
import type { EnrolledStudent } from '@lms/contract/calls/rosterCalls.ts';
import { courseAmount } from '../permissions/courseHold.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface EnrolmentRow {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  lti: boolean;
  enrolled_at: Date | string;
  paid_at: Date | string | null;
  ccpayment: boolean | null;
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
 * their own. `userId` narrows it to one student.
 */
export async function readEnrollments(db: Knex, courseId: string, course: EnrolmentCourse, now: Date, userId?: string): Promise<EnrolledStudent[]> {
  const firstPaidAt = db('payments as p')
    .whereRaw('p.course_id = e.course_id and p.user_id = e.user_id')
    .orderBy('p.paid_at')
    .limit(1)
    .select('p.paid_at')
    .as('paid_at');
  const query = db('enrollments as e')
    .join('users as u', 'u.id', 'e.user_id')
    .where('e.course_id', courseId)
    .whereNotExists(db('course_staff as s').whereRaw('s.course_id = e.course_id and s.user_id = e.user_id'))
    .orderByRaw('lower(u.lastname), lower(u.firstname), u.id')
    .select(
      'u.id',
      'u.email',
      'u.firstname',
      'u.lastname',
      db.raw('u.lti_user_id is not null as lti'),
      'e.created_at as enrolled_at',
      firstPaidAt,
      db.raw("exists (select 1 from payments c where c.course_id = e.course_id and c.user_id = e.user_id and c.payment_type = 'card') as ccpayment"),
    );
  if (userId !== undefined) query.where('e.user_id', userId);
  const rows = (await query) as EnrolmentRow[];
  const accessEnd = iso(course.end_date);
  return rows.map((row) => {
    const paid = row.paid_at !== null;
    return {
      _id: row.id,
      name: row.firstname,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      surname: row.lastname,
      fullname: `${row.firstname} ${row.lastname}`.trim(),
      enrolled: { days_since: Math.max(0, Math.floor((now.getTime() - new Date(row.enrolled_at).getTime()) / DAY_MS)), date: iso(row.enrolled_at)! },
      lti: row.lti === true,
      paid,
      paid_at: iso(row.paid_at),
      ccpayment: row.ccpayment === true,
      access_end_date: accessEnd,
      payment_due_date: course.payment_required && !paid ? iso(row.enrolled_at) : null,
    };
  });
}
