// `npm run check:boundaries` (a phase of `npm test`): fails on an import the layer
// table of docs/architecture.md forbids, in source or tests, on an allow-list
// entry that no longer happens, on a plugin test's query on a core table, and on
// a plugin source's query on a table of core's or of another plugin.
import { fileURLToPath } from 'node:url';
import { allowedViolations } from './allowedViolations.ts';
import { checkBoundaries } from './checkBoundaries.ts';
import { allowedTableQueries } from './allowedTableQueries.ts';
import { coreTableQueries } from './coreTableQueries.ts';
import { checkTableQueries, pluginSourceTableQueries } from './pluginSourceTables.ts';
import { LAYER_ROOTS, layerRules } from './layerRules.ts';

const baseDir = fileURLToPath(new URL('../..', import.meta.url));
const report = await checkBoundaries({
  baseDir,
  roots: LAYER_ROOTS,
  rules: layerRules,
  allowed: allowedViolations,
});
for (const violation of report.violations) console.error(`forbidden import (${violation.rule}): ${violation.from} -> ${violation.to}`);
for (const entry of report.stale) console.error(`allow-list entry no longer needed, remove it from tests/boundaries/allowedViolations.ts: ${entry.from} -> ${entry.to}`);
const tableQueries = await coreTableQueries(baseDir);
for (const query of tableQueries) console.error(`plugin test queries core's table ${query.table} (use a helper of @lms/sdk/testing): ${query.file}:${query.line}`);
const sourceTables = checkTableQueries(await pluginSourceTableQueries(baseDir), allowedTableQueries);
for (const query of sourceTables.violations) {
  const owner = query.owner === 'core' ? "core's table (use a coreServices reader such as coreServices.gradebookRecords)" : `plugin ${query.owner}'s table (use an extension point)`;
  console.error(`plugin source queries ${owner} ${query.table}: ${query.file}:${query.line}`);
}
for (const entry of sourceTables.stale) console.error(`allow-list entry no longer needed, remove it from tests/boundaries/allowedTableQueries.ts: ${entry.file} -> ${entry.table}`);
const failed = report.violations.length + report.stale.length + tableQueries.length + sourceTables.violations.length + sourceTables.stale.length;
if (failed > 0) process.exit(1);
console.log(
  `layer boundaries kept: ${report.modules} modules, ${allowedViolations.length} allowed for now; no plugin test queries a core table; ` +
    `no plugin source queries another's table (${allowedTableQueries.length} allowed for now)`,
);
