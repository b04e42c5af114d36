import type { AccountHooks } from '@lms/contract/plugin.ts';

/** The installed plugins' account hooks, in dependency order, each with the plugin that declared it. */
export type PluginAccountHooks = ReadonlyArray<{ pluginId: string; hooks: AccountHooks }>;
