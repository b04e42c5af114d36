// `npm run check:boundaries` (a phase of `npm test`): fails on an import the layer
// table of docs/architecture.md forbids, in source or tests, on an allow-list
// entry that no longer happens, and on a plugin test's query on a core table.
import { fileURLToPath } from 'node:url';
import { allowedViolations } from './allowedViolations.ts';
import { checkBoundaries } from './checkBoundaries.ts';
import { coreTableQueries } from './coreTableQueries.ts';
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
if (report.violations.length > 0 || report.stale.length > 0 || tableQueries.length > 0) process.exit(1);
console.log(`layer boundaries kept: ${report.modules} modules, ${allowedViolations.length} allowed for now; no plugin test queries a core table`);
