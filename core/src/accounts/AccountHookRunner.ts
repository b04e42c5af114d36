import type { Knex } from 'knex';
import type { ProfessorRegistered } from '@lms/contract/plugin.ts';
import type { PluginAccountHooks } from '../plugins/PluginAccountHooks.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';

/** Calls the plugins' account hooks (`accounts` in a manifest), each with the deps it declares. */
export class AccountHookRunner {
  constructor(
    private readonly accountHooks: PluginAccountHooks,
    private readonly pluginDeps: PluginDeps,
  ) {}

  async professorRegistered(registration: ProfessorRegistered, trx: Knex.Transaction): Promise<void> {
    for (const { pluginId, hooks } of this.accountHooks) {
      if (!hooks.professorRegistered) continue;
      await hooks.professorRegistered(registration, { trx, deps: this.pluginDeps.of(pluginId, hooks.deps) });
    }
  }
}
