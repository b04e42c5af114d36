import type { AllowedTableQuery } from './pluginSourceTables.ts';

/**
 * Plugin sources allowed, for now, to query a table that is not their
 * plugin's, each with what would remove it. This list only shrinks, and it is
 * empty: a plugin reads core's grade data through `coreServices.gradebookRecords`
 * and writes it through `coreServices.grading`. A new query on another's
 * table fails the check; fix the query rather than adding an entry.
 */
export const allowedTableQueries: AllowedTableQuery[] = [];
