import type { Knex } from 'knex';
import type { DependencyContainer } from '../kernel/di.ts';
import { inject, injectable } from '../kernel/di.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import type { ProfessorRegistered } from '../contract/plugin.ts';
import type { PluginRegistry } from '../plugins/PluginRegistry.ts';

/** Calls the plugins' account hooks (`accounts` in a manifest), each with its own services. */
@injectable()
export class AccountHookRunner {
  constructor(
    @inject(kernelRefs.registry.id) private readonly registry: PluginRegistry,
    @inject(kernelRefs.pluginScopes.id) private readonly scopeOf: (pluginId: string) => DependencyContainer,
  ) {}

  async professorRegistered(registration: ProfessorRegistered, trx: Knex.Transaction): Promise<void> {
    for (const { manifest } of this.registry.plugins) {
      const hook = manifest.accounts?.professorRegistered;
      if (!hook) continue;
      const scope = this.scopeOf(manifest.id);
      await hook(registration, { trx, resolve: (ref) => scope.resolve(ref.id) });
    }
  }
}
