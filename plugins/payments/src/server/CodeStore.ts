import type { Knex } from '@lms/sdk';
import type { TargetColumns } from './TargetResolver.ts';

export interface CodeRow extends TargetColumns {
  code: string;
  amount: number;
  active: boolean;
  redeemed_by: string | null;
  redeemed_at: Date | null;
  created_at: Date;
}

const TABLE = 'payments_codes';
/** Rows per insert statement: well under PostgreSQL's bind-parameter limit. */
const BATCH = 1000;

/** The `payments_codes` table: access codes, each paying once for a bundle or a course. */
export class CodeStore {
  constructor(private readonly db: Knex) {}

  /** Inserts the codes that are not taken yet; answers those it inserted. */
  async insertNew(codes: readonly string[], fields: TargetColumns & { amount: number; created_at: Date }, trx: Knex.Transaction): Promise<string[]> {
    const inserted: string[] = [];
    for (let start = 0; start < codes.length; start += BATCH) {
      const rows = codes.slice(start, start + BATCH).map((code) => ({ code, ...fields, active: true }));
      const returned = (await trx(TABLE).insert(rows).onConflict('code').ignore().returning('code')) as { code: string }[];
      inserted.push(...returned.map((row) => row.code));
    }
    return inserted;
  }

  /** The code, locked until `trx` ends: two people redeeming it at once take turns. */
  async lock(code: string, trx: Knex.Transaction): Promise<CodeRow | null> {
    return ((await trx(TABLE).where({ code }).forUpdate().first()) as CodeRow | undefined) ?? null;
  }

  /** Up to `limit` active codes of a bundle or course that nobody has redeemed, oldest first. */
  async unredeemed(target: TargetColumns, limit: number): Promise<string[]> {
    return (await this.db(TABLE)
      .where({ bundle_id: target.bundle_id, course_id: target.course_id, active: true })
      .whereNull('redeemed_by')
      .orderBy(['created_at', 'code'])
      .limit(limit)
      .pluck('code')) as string[];
  }

  async find(code: string): Promise<CodeRow | null> {
    return ((await this.db(TABLE).where({ code }).first()) as CodeRow | undefined) ?? null;
  }

  /** Every code of a bundle or a course, newest first. */
  async ofTarget(targetId: string): Promise<CodeRow[]> {
    return (await this.db(TABLE)
      .where((q) => q.where({ bundle_id: targetId }).orWhere({ course_id: targetId }))
      .orderBy([{ column: 'created_at', order: 'desc' }, 'code'])) as CodeRow[];
  }

  /** The codes a user redeemed for a bundle or a course, newest redemption first. */
  async redeemedBy(userId: string, targetId: string): Promise<CodeRow[]> {
    return (await this.db(TABLE)
      .where({ redeemed_by: userId })
      .where((q) => q.where({ bundle_id: targetId }).orWhere({ course_id: targetId }))
      .orderBy([{ column: 'redeemed_at', order: 'desc' }, 'code'])) as CodeRow[];
  }

  async setActive(code: string, active: boolean, trx: Knex.Transaction): Promise<void> {
    await trx(TABLE).where({ code }).update({ active });
  }

  /** Back to unredeemed and active: the code may be given out again. */
  async markReturned(code: string, trx: Knex.Transaction): Promise<void> {
    await trx(TABLE).where({ code }).update({ redeemed_by: null, redeemed_at: null, active: true });
  }

  async markRedeemed(code: string, userId: string, at: Date, trx: Knex.Transaction): Promise<void> {
    await trx(TABLE).where({ code }).update({ redeemed_by: userId, redeemed_at: at });
  }
}
