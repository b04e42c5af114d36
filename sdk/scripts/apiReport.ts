import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel, type IConfigFile } from '@microsoft/api-extractor';
import { ENTRY_POINTS } from './entryPoints.ts';
import { readReports, readSurfaceRecord, recordMismatch, reportsDigest, surfaceChange, versionShortfall, writeSurfaceRecord } from './surfaceVersion.ts';

const SDK_DIR = path.resolve(import.meta.dirname, '..');
/** The committed API reports, one per subpath export. */
export const API_REPORT_DIR = path.join(SDK_DIR, 'api');

export interface ApiReportOutcome {
  /** The reports whose surface differs from the committed one (updated in place when `update`). */
  changed: string[];
  /** API Extractor's errors (an unexported type a public one uses, a declaration it cannot read). */
  errors: string[];
}

/** The report file of one subpath export: `.` is server.api.md, `./web/richText` is web-richText.api.md. */
export function reportFileName(entryName: string): string {
  return entryName.replace(/\//g, '-');
}

/**
 * Runs API Extractor on each subpath's bundled declarations in a built package (`npm run build`
 * writes sdk/dist) and compares the public surface with the committed report in sdk/api.
 * With `update`, writes the new reports there instead. One TypeScript program serves every subpath.
 */
export function checkApiReports(packageDir: string, options: { update: boolean }): ApiReportOutcome {
  const tempFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-api-report-'));
  try {
    const configs = ENTRY_POINTS.map((entry) => entryConfig(packageDir, entry.name, tempFolder));
    const compilerState = CompilerState.create(configs[0]!, {
      additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
    });
    const outcome: ApiReportOutcome = { changed: [], errors: [] };
    for (const config of configs) {
      const result = Extractor.invoke(config, {
        localBuild: options.update,
        compilerState,
        messageCallback(message) {
          if (message.logLevel === ExtractorLogLevel.Error) outcome.errors.push(`${path.basename(config.mainEntryPointFilePath)}: ${message.text}`);
          message.handled = true;
        },
      });
      if (result.apiReportChanged) outcome.changed.push(path.basename(config.reportConfigs[0]!.fileName));
    }
    return outcome;
  } finally {
    fs.rmSync(tempFolder, { recursive: true, force: true });
  }
}

function entryConfig(packageDir: string, entryName: string, tempFolder: string): ExtractorConfig {
  const configObject: IConfigFile = {
    projectFolder: packageDir,
    mainEntryPointFilePath: path.join(packageDir, `${entryName}.d.ts`),
    compiler: {
      overrideTsconfig: {
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', skipLibCheck: true, types: ['node'] },
      },
    },
    apiReport: { enabled: true, reportFileName: reportFileName(entryName), reportFolder: API_REPORT_DIR, reportTempFolder: tempFolder },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.Warning },
        // The SDK marks no release stages (@public/@beta): every export is public.
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
      },
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
    },
  };
  return ExtractorConfig.prepare({ configObject, configObjectFullPath: undefined, packageJsonFullPath: path.join(packageDir, 'package.json') });
}

/** Puts the reports back as they were (an update the version does not allow). */
function restoreReports(reports: ReadonlyMap<string, string>): void {
  for (const name of readReports(API_REPORT_DIR).keys()) if (!reports.has(name)) fs.rmSync(path.join(API_REPORT_DIR, name));
  for (const [name, text] of reports) fs.writeFileSync(path.join(API_REPORT_DIR, name), text);
}

/**
 * `tsx scripts/apiReport.ts [--update] [--package <built package folder>]`: checks (or updates) the
 * committed reports against a built package, sdk/dist by default, and their record of the SDK
 * version they belong to (sdk/api/surface.json). An update is refused, the reports left as they
 * were, when the version has not moved as far as the change needs: a new major for a removed or
 * changed export, a new minor for an added one. Exits 1 when a report changed (and was not
 * updated), the record disagrees, or API Extractor failed.
 */
if (process.argv[1] === import.meta.filename) {
  const update = process.argv.includes('--update');
  const packageFlag = process.argv.indexOf('--package');
  const packageDir = packageFlag > 0 ? path.resolve(process.argv[packageFlag + 1] ?? '') : path.join(SDK_DIR, 'dist');
  const version = (JSON.parse(fs.readFileSync(path.join(SDK_DIR, 'package.json'), 'utf8')) as { version: string }).version;
  const record = readSurfaceRecord(API_REPORT_DIR);
  const before = readReports(API_REPORT_DIR);
  const outcome = checkApiReports(packageDir, { update });
  for (const error of outcome.errors) console.error(error);
  if (update && !outcome.errors.length) {
    const after = readReports(API_REPORT_DIR);
    const shortfall = record ? versionShortfall(record.version, version, surfaceChange(before, after)) : null;
    if (shortfall) {
      restoreReports(before);
      console.error(`${shortfall} Raise it, then run npm run api:update --workspace @lms/sdk again (docs/plugin-authoring.md, section 7).`);
      process.exitCode = 1;
    } else {
      writeSurfaceRecord(API_REPORT_DIR, { version, sha256: reportsDigest(after) });
      if (outcome.changed.length) console.log(`Updated for ${version}: ${outcome.changed.join(', ')}`);
    }
  }
  if (!update && outcome.changed.length) {
    console.log(
      `The SDK's public API changed and sdk/api does not say so: ${outcome.changed.join(', ')}. ` +
        'If intended, run `npm run build --workspace @lms/sdk && npm run api:update --workspace @lms/sdk` and commit the reports; ' +
        'a removed or changed export needs a new major version, an added one a new minor (docs/plugin-authoring.md, section 7).',
    );
  }
  const mismatch = update ? null : recordMismatch(record, before, version);
  if (mismatch) console.log(mismatch);
  if (outcome.errors.length || (!update && (outcome.changed.length || mismatch))) process.exitCode = 1;
}
