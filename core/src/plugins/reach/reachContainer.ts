import type { Knex } from 'knex';
import { coreServices, type PublicWeb } from '@lms/contract/services.ts';
import { instanceCachingFactory, type DependencyContainer } from '../../kernel/di.ts';
import { ALWAYS_REACHABLE, type PluginReach } from './PluginReach.ts';
import { PluginReachError } from './PluginReachError.ts';
import { scopedDatabase } from './scopedDatabase.ts';
import { scopedPublicWeb } from './scopedPublicWeb.ts';

/**
 * Registers, in an installed plugin's own container, what its declaration
 * allows: the database scoped to its tables, the safe fetch to its hosts, and
 * a refusal for every kernel service it did not declare.
 */
export function applyReach(child: DependencyContainer, root: DependencyContainer, pluginId: string, reach: PluginReach): void {
  const declared = new Set<string>([...ALWAYS_REACHABLE, ...reach.services]);
  for (const [name, ref] of Object.entries(coreServices)) {
    if (declared.has(name)) continue;
    child.register(ref.id, {
      useFactory: () => {
        throw new PluginReachError(pluginId, `the kernel service "${name}"`);
      },
    });
  }
  const database = scopedDatabase(root.resolve<Knex>(coreServices.database.id), pluginId, reach.tables);
  child.register(coreServices.database.id, { useValue: database });
  if (declared.has('publicWeb')) {
    child.register(coreServices.publicWeb.id, {
      useFactory: instanceCachingFactory(() => scopedPublicWeb(root.resolve<PublicWeb>(coreServices.publicWeb.id), pluginId, reach.network)),
    });
  }
}
