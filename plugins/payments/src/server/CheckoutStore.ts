import type { Knex } from '@lms/sdk';
import type { TargetColumns } from './TargetResolver.ts';

export interface CheckoutRow extends TargetColumns {
  id: string;
  stripe_session_id: string;
  user_id: string;
  amount: number;
  status: 'open' | 'paid';
  created_at: Date;
  paid_at: Date | null;
}

const TABLE = 'payments_checkouts';

/** The card checkouts opened with Stripe: who buys what, for how much, and whether it is paid. */
export class CheckoutStore {
  constructor(private readonly db: Knex) {}

  async insert(row: Omit<CheckoutRow, 'status' | 'paid_at'>): Promise<void> {
    await this.db(TABLE).insert({ ...row, status: 'open', paid_at: null });
  }

  async bySession(sessionId: string): Promise<CheckoutRow | null> {
    return ((await this.db(TABLE).where({ stripe_session_id: sessionId }).first()) as CheckoutRow | undefined) ?? null;
  }

  /** The checkout, locked until `trx` ends: a webhook and a confirmation settling it at once take turns. */
  async lockBySession(sessionId: string, trx: Knex.Transaction): Promise<CheckoutRow | null> {
    return ((await trx(TABLE).where({ stripe_session_id: sessionId }).forUpdate().first()) as CheckoutRow | undefined) ?? null;
  }

  async markPaid(id: string, paidAt: Date, trx: Knex.Transaction): Promise<void> {
    await trx(TABLE).where({ id }).update({ status: 'paid', paid_at: paidAt });
  }
}
