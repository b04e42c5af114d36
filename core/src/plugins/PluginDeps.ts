import type { DepsMap, ResolvedDeps } from '@lms/contract/serviceRef.ts';

/** Resolves a plugin hook's declared `deps` from that plugin's own container. */
export interface PluginDeps {
  of<D extends DepsMap>(pluginId: string, deps: D | undefined): ResolvedDeps<D>;
}
