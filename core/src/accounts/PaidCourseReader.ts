import type { Knex } from 'knex';
import type { PaidCourse } from '@lms/contract/calls/profileCalls.ts';

interface PaymentJoinRow {
  course_id: string;
  title: string;
  settings: Record<string, unknown>;
  amount: number;
  paid_at: Date;
  payment_type: string;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The account screen's list (part 1 §3 "Paid course in the account dashboard", amounts in cents) of the user's course payments, newest first. */
export class PaidCourseReader {
  constructor(private readonly db: Knex) {}

  async forUser(userId: string): Promise<PaidCourse[]> {
    const rows = (await this.db('payments as p')
      .join('courses as c', 'c.id', 'p.course_id')
      .where('p.user_id', userId)
      .orderBy('p.paid_at', 'desc')
      .orderBy('p.id', 'desc')
      .select('p.course_id', 'c.title', 'c.settings', 'p.amount', 'p.paid_at', 'p.payment_type')) as PaymentJoinRow[];
    return rows.map((row) => ({
      _id: row.course_id,
      title: row.title,
      amount: row.amount,
      paid: row.paid_at.toISOString(),
      payment_type: row.payment_type,
      // The course's professor picture (part 2 §3 course settings), described by its alt text or the course title.
      professorsPictureUrl: textOrNull(row.settings.professorsPictureUrl),
      altText: textOrNull(row.settings.altText) ?? row.title,
    }));
  }
}
