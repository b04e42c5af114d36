import { LmsError, type AccountAdministration, type AdministeredAccountRecord, type SessionUser } from '@lms/sdk';
import { ADMINISTRATION_ERRNOS } from './administrationErrnos.ts';
import type { UserAdministration } from './UserAdministration.ts';

/**
 * Part 3 §7 `utils/refund`. A payment taken by a provider (a provider
 * reference and an amount) is refunded there first, by the plugin that took it
 * (payments: Stripe's refund API); only then is the row marked refunded, with
 * the provider's reference in the audit entry. The provider call is idempotent
 * by payment id, so a failure after it is safe to retry.
 */
export class PaymentRefunds {
  constructor(
    private readonly users: UserAdministration,
    private readonly accounts: AccountAdministration,
  ) {}

  async refund(actor: SessionUser, paymentId: string): Promise<AdministeredAccountRecord> {
    const payment = await this.accounts.payment(paymentId);
    if (payment.refundedAt) throw new LmsError('conflict', 'This payment was refunded already.');
    const taken = payment.amount > 0 && payment.providerRef !== null;
    const provider = taken ? await this.accounts.refundAtProvider(payment) : null;
    if (taken && !provider) throw LmsError.declared(ADMINISTRATION_ERRNOS, 'refund-unavailable');
    return this.users.act(actor, 'refund', (trx) => this.accounts.markRefunded(paymentId, trx), provider ? { refund: { provider: provider.pluginId, reference: provider.reference } } : undefined);
  }
}
