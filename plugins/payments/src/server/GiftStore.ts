import type { Knex } from '@lms/sdk';
import type { TargetColumns } from './TargetResolver.ts';

export interface GiftRow extends TargetColumns {
  id: string;
  amount: number;
  tax: number;
  billing_zip: string | null;
  tax_ref: string | null;
  status: 'quoted' | 'open' | 'paid';
  purchaser_name: string | null;
  purchaser_email: string | null;
  purchaser_id: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
  stripe_session_id: string | null;
  code: string | null;
  created_at: Date;
  paid_at: Date | null;
}

const TABLE = 'payments_gifts';

/** The `payments_gifts` table: gift orders from their quote to their code. */
export class GiftStore {
  constructor(private readonly db: Knex) {}

  async insert(row: Pick<GiftRow, 'id' | 'bundle_id' | 'course_id' | 'amount' | 'tax' | 'billing_zip' | 'tax_ref' | 'purchaser_id' | 'created_at'>): Promise<void> {
    await this.db(TABLE).insert({ ...row, status: 'quoted' });
  }

  async find(id: string): Promise<GiftRow | null> {
    return ((await this.db(TABLE).where({ id }).first()) as GiftRow | undefined) ?? null;
  }

  /** A quoted order goes to its checkout session; false when it is no longer quoted (paid for twice at once). */
  async open(id: string, changes: Pick<GiftRow, 'stripe_session_id' | 'purchaser_name' | 'purchaser_email' | 'purchaser_id' | 'recipient_name' | 'recipient_email'>): Promise<boolean> {
    return (await this.db(TABLE).where({ id, status: 'quoted' }).update({ ...changes, status: 'open' })) === 1;
  }

  async bySession(sessionId: string): Promise<GiftRow | null> {
    return ((await this.db(TABLE).where({ stripe_session_id: sessionId }).first()) as GiftRow | undefined) ?? null;
  }

  async lockBySession(sessionId: string, trx: Knex.Transaction): Promise<GiftRow | null> {
    return ((await trx(TABLE).where({ stripe_session_id: sessionId }).forUpdate().first()) as GiftRow | undefined) ?? null;
  }

  async update(id: string, changes: Partial<GiftRow>, trx: Knex = this.db): Promise<void> {
    await trx(TABLE).where({ id }).update(changes);
  }
}
