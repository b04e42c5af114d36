// Issue 28 "Measured": a corpus of public QTI items and packages, each file alone through the
// import the product offers (POST assessment/items/import/, the package upload, report and
// confirm), counted per QTI version: imported, refused by reason, crashes, hangs; and for what
// imported, what an independent reading of the file says was lost, and our export's round trip.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import assessment from '@lms/plugin-assessment/server';
import { createTestKernel } from '@lms/sdk/testing';
import { readCorpus } from './corpusFiles.ts';
import { importItemFile, importPackageFile, type Bench } from './importCorpus.ts';
import { importPublishedForms } from './publishedForms.ts';
import { itemReport, packageReport, verdict } from './report.ts';

interface Options {
  directory: string;
  timeoutMs: number;
  /** Where every file's outcome is written as JSON (for a diff between two runs). */
  json: string | null;
}

function options(argv: string[]): Options {
  const value = (name: string) => {
    const found = argv.indexOf(`--${name}`);
    return found >= 0 ? argv[found + 1] : undefined;
  };
  const directory = argv.find((arg, index) => !arg.startsWith('--') && !argv[index - 1]?.startsWith('--'));
  if (!directory) {
    console.error('usage: npm run bench:qti-corpus -- <directory> [--timeout-ms 20000] [--json results.json]');
    process.exit(2);
  }
  return { directory, timeoutMs: Number(value('timeout-ms') ?? 20_000), json: value('json') ?? null };
}

async function main() {
  const opts = options(process.argv.slice(2));
  const corpus = await readCorpus(opts.directory);
  console.log(`corpus ${opts.directory}: ${corpus.items.length} items, ${corpus.packages.length} packages (${corpus.otherXml} other XML files and ${corpus.duplicates} duplicates skipped)`);
  const tk = await createTestKernel({ plugins: [assessment] });
  try {
    const instructor = await tk.createUser('instructor');
    const course = await tk.createCourse({ instructor });
    const bench: Bench = { tk, author: await tk.loginAs(instructor), courseId: course.courseId, timeoutMs: opts.timeoutMs };
    const started = Date.now();
    const items = [];
    for (const [index, file] of corpus.items.entries()) items.push(await importItemFile(bench, file, index));
    const packages = [];
    for (const file of corpus.packages) packages.push(await importPackageFile(bench, file));
    const importedAlone = new Set(items.filter((result) => result.outcome.kind === 'imported').map((result) => result.path));
    const published = await importPublishedForms(bench, opts.directory, (file) => importedAlone.has(file));
    const result = verdict(items, packages);
    console.log([`${((Date.now() - started) / 1000).toFixed(1)} s, load ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`, '', ...itemReport(items, published), '', ...packageReport(packages), '', ...result.lines].join('\n'));
    process.exitCode = result.pass ? 0 : 1;
    if (opts.json) {
      const packagesJson = packages.map((result) => ({ ...result, refusedItems: Object.fromEntries(result.refusedItems) }));
      const publishedJson = { ...published, missed: Object.fromEntries(published.missed) };
      await writeFile(opts.json, JSON.stringify({ items, packages: packagesJson, published: publishedJson }, null, 1));
    }
  } finally {
    await tk.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
