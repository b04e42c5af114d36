import type { Knex } from 'knex';
import { coreServices, type PublicWeb } from '@lms/contract/services.ts';
import { instanceCachingFactory, type DependencyContainer } from '../../kernel/di.ts';
import { ALWAYS_REACHABLE, type PluginReach } from './PluginReach.ts';
import { PluginReachError } from './PluginReachError.ts';
import { scopedDatabase, unwrapScoped } from './scopedDatabase.ts';
import { scopedPublicWeb } from './scopedPublicWeb.ts';

/** Services that take no handle from the plugin: handed over as they are. */
const PLAIN = new Set(['logger', 'clock', 'ids', 'database', 'publicWeb']);

/** A kernel service whose methods get the plugin's scoped transaction unwrapped (core's own statements are core's). */
function withHandlesUnwrapped<T extends object>(service: T): T {
  return new Proxy(service, {
    get(target, property) {
      const member = Reflect.get(target, property) as unknown;
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => (member as (...a: unknown[]) => unknown).apply(target, args.map(unwrapScoped));
    },
  });
}

/**
 * An installed plugin's container, over its usual one (`child`): the database
 * scoped to its declared tables, the safe fetch to its hosts, a refusal for
 * every kernel service it did not declare, and the declared ones as they are
 * (their methods get the plugin's transaction back as a plain one).
 */
export function reachContainer(child: DependencyContainer, pluginId: string, reach: PluginReach): DependencyContainer {
  const scoped = child.createChildContainer();
  const declared = new Set<string>([...ALWAYS_REACHABLE, ...reach.services]);
  for (const [name, ref] of Object.entries(coreServices)) {
    if (!declared.has(name)) {
      scoped.register(ref.id, {
        useFactory: () => {
          throw new PluginReachError(pluginId, `the kernel service "${name}"`);
        },
      });
    } else if (!PLAIN.has(name)) {
      scoped.register(ref.id, { useFactory: instanceCachingFactory(() => withHandlesUnwrapped(child.resolve<object>(ref.id))) });
    }
  }
  scoped.register(coreServices.database.id, { useValue: scopedDatabase(child.resolve<Knex>(coreServices.database.id), pluginId, reach.tables) });
  if (declared.has('publicWeb')) {
    scoped.register(coreServices.publicWeb.id, {
      useFactory: instanceCachingFactory(() => scopedPublicWeb(child.resolve<PublicWeb>(coreServices.publicWeb.id), pluginId, reach.network)),
    });
  }
  return scoped;
}
