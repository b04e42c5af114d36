// Prints the slowest browser journeys of a Playwright run from its JSON report (scripts/test.sh asks
// tests/e2e/playwright.config.ts for one through E2E_JSON_REPORT), so every `npm test` shows where
// the journeys phase spends its time. Usage: node tests/timing/slowestJourneys.ts <report.json> [count]
import fs from 'node:fs';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';

interface JourneyTime {
  title: string;
  seconds: number;
  status: string;
}

const [reportPath, countArgument = '10'] = process.argv.slice(2);
if (!reportPath) {
  console.error('Usage: node tests/timing/slowestJourneys.ts <report.json> [count]');
  process.exit(2);
}

/** Every run of every journey in a suite and its nested suites (a retried journey counts each try). */
function journeyTimes(suite: JSONReportSuite): JourneyTime[] {
  const own = suite.specs.flatMap((spec) =>
    spec.tests.flatMap((test) => test.results.map((result) => ({ title: `${spec.file} › ${spec.title}`, seconds: result.duration / 1000, status: result.status ?? 'not run' }))),
  );
  return own.concat((suite.suites ?? []).flatMap(journeyTimes));
}

const times = (JSON.parse(fs.readFileSync(reportPath, 'utf8')) as JSONReport).suites.flatMap(journeyTimes);
const total = times.reduce((sum, time) => sum + time.seconds, 0);
console.log(`== Slowest journeys (${times.length} runs, ${total.toFixed(0)} s summed over the workers)`);
for (const time of [...times].sort((a, b) => b.seconds - a.seconds).slice(0, Number(countArgument))) {
  console.log(`${time.seconds.toFixed(1).padStart(8)}s  ${time.title}${time.status === 'passed' ? '' : ` (${time.status})`}`);
}
