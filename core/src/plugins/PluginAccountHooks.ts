import type { AccountHooks, ProgressHooks } from '@lms/contract/plugin.ts';

/** The installed plugins' account hooks, in dependency order, each with the plugin that declared it. */
export type PluginAccountHooks = ReadonlyArray<{ pluginId: string; hooks: AccountHooks }>;

/** The installed plugins' course-card hooks (`progress`), in dependency order, each with the plugin that declared it. */
export type PluginProgressHooks = ReadonlyArray<{ pluginId: string; hooks: ProgressHooks }>;
