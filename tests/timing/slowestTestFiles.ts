// Prints the slowest test files of a vitest run from its JSON report (scripts/test.sh writes one),
// so every `npm test` shows where the vitest phase spends its time without a second, measuring run.
// Usage: node tests/timing/slowestTestFiles.ts <report.json> [count]
import fs from 'node:fs';
import path from 'node:path';

interface FileResult {
  name: string;
  status: string;
  startTime: number;
  endTime: number;
  assertionResults: unknown[];
}

const [reportPath, countArgument = '15'] = process.argv.slice(2);
if (!reportPath) {
  console.error('Usage: node tests/timing/slowestTestFiles.ts <report.json> [count]');
  process.exit(2);
}
const files = (JSON.parse(fs.readFileSync(reportPath, 'utf8')) as { testResults: FileResult[] }).testResults;
const seconds = (file: FileResult) => (file.endTime - file.startTime) / 1000;
const total = files.reduce((sum, file) => sum + seconds(file), 0);
const slowest = [...files].sort((a, b) => seconds(b) - seconds(a)).slice(0, Number(countArgument));

console.log(`== Slowest test files (${files.length} files, ${total.toFixed(0)} s summed over the workers)`);
for (const file of slowest) {
  const tests = `${file.assertionResults.length} test${file.assertionResults.length === 1 ? '' : 's'}`;
  console.log(`${seconds(file).toFixed(1).padStart(8)}s  ${path.relative(process.cwd(), file.name)} (${tests}${file.status === 'passed' ? '' : `, ${file.status}`})`);
}
