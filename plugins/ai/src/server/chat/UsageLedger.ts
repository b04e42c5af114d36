import type { Knex } from '@lms/sdk';
import type { UsageDay } from '../../calls/courseAiCalls.ts';

/** The UTC day of a time, as a date column holds it. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Tokens and cost per course and UTC day (issue 27 items 1 and 6). */
export class UsageLedger {
  constructor(private readonly db: Knex) {}

  /** Adds one answered question to the course's day, in the answer's transaction. */
  async record(trx: Knex, courseId: string, at: Date, usage: { inputTokens: number; outputTokens: number; costCents: number }): Promise<void> {
    await trx.raw(
      `insert into ai_usage_days (course_id, day, messages, input_tokens, output_tokens, cost_cents) values (?, ?::date, 1, ?, ?, ?)
       on conflict (course_id, day) do update set messages = ai_usage_days.messages + 1, input_tokens = ai_usage_days.input_tokens + excluded.input_tokens,
         output_tokens = ai_usage_days.output_tokens + excluded.output_tokens, cost_cents = ai_usage_days.cost_cents + excluded.cost_cents`,
      [courseId, utcDay(at), usage.inputTokens, usage.outputTokens, usage.costCents],
    );
  }

  async spentToday(courseId: string, at: Date, db: Knex = this.db): Promise<number> {
    const row = (await db('ai_usage_days').where({ course_id: courseId, day: utcDay(at) }).first('cost_cents')) as { cost_cents: number | string } | undefined;
    return row ? Number(row.cost_cents) : 0;
  }

  /** The last `days` UTC days up to `at`'s, oldest first, days without use as zeros. */
  async days(courseId: string, at: Date, days: number): Promise<UsageDay[]> {
    const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - (days - 1)));
    const rows = (await this.db('ai_usage_days')
      .where({ course_id: courseId })
      .andWhere('day', '>=', utcDay(first))
      .andWhere('day', '<=', utcDay(at))
      .select(this.db.raw("to_char(day, 'YYYY-MM-DD') as day"), 'messages', 'input_tokens', 'output_tokens', 'cost_cents')) as { day: string; messages: number; input_tokens: number | string; output_tokens: number | string; cost_cents: number | string }[];
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return Array.from({ length: days }, (_, offset) => {
      const day = utcDay(new Date(first.getTime() + offset * 86_400_000));
      const row = byDay.get(day);
      return { day, messages: Number(row?.messages ?? 0), input_tokens: Number(row?.input_tokens ?? 0), output_tokens: Number(row?.output_tokens ?? 0), cost_cents: Number(row?.cost_cents ?? 0) };
    });
  }
}
