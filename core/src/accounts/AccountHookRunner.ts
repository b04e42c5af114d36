import type { Knex } from 'knex';
import type { ProfessorRegistered } from '@lms/contract/plugin.ts';
import type { AdministeredPayment } from '@lms/contract/accountAdministration.ts';
import type { PluginAccountHooks } from '../plugins/PluginAccountHooks.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';

/** Calls the plugins' account hooks (`accounts` in a manifest), each with the deps it declares. */
export class AccountHookRunner {
  constructor(
    private readonly accountHooks: PluginAccountHooks,
    private readonly pluginDeps: PluginDeps,
  ) {}

  /** The first plugin's refund of the payment (its provider's reference), or null when no plugin took it. */
  async refundPayment(payment: AdministeredPayment): Promise<{ pluginId: string; reference: string } | null> {
    for (const { pluginId, hooks } of this.accountHooks) {
      if (!hooks.refundPayment) continue;
      const reference = await hooks.refundPayment(payment, { deps: this.pluginDeps.of(pluginId, hooks.deps) });
      if (reference !== null) return { pluginId, reference };
    }
    return null;
  }

  async professorRegistered(registration: ProfessorRegistered, trx: Knex.Transaction): Promise<void> {
    for (const { pluginId, hooks } of this.accountHooks) {
      if (!hooks.professorRegistered) continue;
      await hooks.professorRegistered(registration, { trx, deps: this.pluginDeps.of(pluginId, hooks.deps) });
    }
  }
}
