import { coreServices } from '@lms/contract/services.ts';

/**
 * What an installed (third-party) plugin declares it will reach, in its
 * package.json `lms.reach`: read and shown to the administrator before any of
 * its code runs, and enforced by the kernel once it runs.
 */
export interface PluginReach {
  /** Its own tables, each named `<prefix>_...` (the plugin id with `_` for `-`). */
  tables: string[];
  /** The kernel services it uses, by their `coreServices` name (`grading`, `realtime`...). */
  services: string[];
  /** Host names its server may fetch through `coreServices.publicWeb` (exact names). */
  network: string[];
}

/** Services every plugin gets whatever it declares: they reach nothing outside the plugin. */
export const ALWAYS_REACHABLE = ['logger', 'clock', 'ids', 'database', 'realtime', 'jobs', 'componentConfigs'] as const;

export type CoreServiceName = keyof typeof coreServices;

export function isCoreServiceName(name: string): name is CoreServiceName {
  return Object.hasOwn(coreServices, name);
}

/** The table prefix of a plugin: its id with `_` for `-`. */
export function tablePrefix(pluginId: string): string {
  return `${pluginId.replace(/-/g, '_')}_`;
}

/**
 * Checks a declaration's shape and rules; answers the problems, one line each
 * (empty: valid). Tables must carry the plugin's prefix; services must be
 * kernel services; hosts are bare host names.
 */
export function reachProblems(pluginId: string, reach: unknown): string[] {
  if (!reach || typeof reach !== 'object') return ['"lms.reach" must be an object with tables, services and network lists'];
  const problems: string[] = [];
  const record = reach as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!['tables', 'services', 'network'].includes(key)) problems.push(`reach.${key}: unknown entry (tables, services, network)`);
  const list = (key: string): string[] => {
    const value = record[key] ?? [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      problems.push(`reach.${key}: must be a list of strings`);
      return [];
    }
    return value as string[];
  };
  const prefix = tablePrefix(pluginId);
  for (const table of list('tables')) {
    if (!table.startsWith(prefix) || !/^[a-z][a-z0-9_]*$/.test(table)) problems.push(`reach.tables: "${table}" is not one of its own tables (they start with "${prefix}")`);
  }
  for (const service of list('services')) {
    if (!isCoreServiceName(service)) problems.push(`reach.services: "${service}" is not a kernel service`);
  }
  for (const host of list('network')) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(host)) problems.push(`reach.network: "${host}" is not a host name (e.g. api.example.org)`);
  }
  return problems;
}

/** A valid declaration, normalised (missing lists empty); throws the first problem. */
export function parseReach(pluginId: string, reach: unknown): PluginReach {
  const problems = reachProblems(pluginId, reach);
  if (problems.length) throw new Error(problems[0]);
  const record = reach as Partial<PluginReach>;
  return { tables: [...(record.tables ?? [])], services: [...(record.services ?? [])], network: [...(record.network ?? [])] };
}
