import type { Knex } from 'knex';
import { inject, injectable } from '../kernel/di.ts';
import { coreServices } from '../contract/services.ts';

/** Part 1 §3 "Paid course in the account dashboard" (amount in cents). */
export interface PaidCourse {
  _id: string;
  title: string;
  amount: number;
  paid: Date;
  payment_type: string;
  professorsPictureUrl: string | null;
  altText: string;
}

interface PaymentJoinRow {
  course_id: string;
  title: string;
  settings: Record<string, unknown>;
  amount: number;
  paid_at: Date;
  payment_type: string;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The account screen's list of the user's course payments, newest first. */
@injectable()
export class PaidCourseReader {
  constructor(@inject(coreServices.database.id) private readonly db: Knex) {}

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
      paid: row.paid_at,
      payment_type: row.payment_type,
      // The course's professor picture (part 2 §3 course settings), described by its alt text or the course title.
      professorsPictureUrl: textOrNull(row.settings.professorsPictureUrl),
      altText: textOrNull(row.settings.altText) ?? row.title,
    }));
  }
}
