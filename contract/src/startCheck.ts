import type { Logger } from 'pino';
import type { DepsMap, ResolvedDeps } from './serviceRef.ts';

/**
 * A check the kernel runs once at start-up, after the plugin's services exist
 * and before any request: the place to warn once about a missing setting
 * (rather than on every call, which anyone could use to flood the log).
 * Throwing stops start-up.
 */
export interface StartCheckDefinition<D extends DepsMap = DepsMap> {
  deps?: D;
  run(request: { deps: ResolvedDeps<D>; log: Logger }): void | Promise<void>;
}

export function defineStartCheck<D extends DepsMap = DepsMap>(definition: StartCheckDefinition<D>): StartCheckDefinition<D> {
  return definition;
}
