import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SDK_DIR = path.resolve(import.meta.dirname, '../..');

/** The SDK built as published (sdk/dist's layout) and its `npm pack` tarball. */
export interface PackedSdk {
  /** The built package folder (package.json, *.js, *.d.ts). */
  packageDir: string;
  /** The tarball npm packed from it (lms-sdk-<version>.tgz). */
  tarball: string;
}

/** A nested tool's environment: the run's own, without vitest's worker variables or colours. */
export function childEnv(): NodeJS.ProcessEnv {
  return { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS')), NO_COLOR: '1', FORCE_COLOR: '0' };
}

/**
 * This test run's scratch folder for the packed SDK: sdk/scratch (ignored by git), inside sdk/ so
 * that the declarations' imports of React, TipTap... resolve as in a plugin, and outside
 * node_modules, where API Extractor would take the package's files for a dependency's.
 * tests/setup/packedSdk.ts removes it when the run ends.
 */
export function packedSdkFolder(runId: string): string {
  return path.join(SDK_DIR, 'scratch', `packed-sdk-${runId}`);
}

const WAIT_MS = 240_000;

async function buildAndPack(folder: string): Promise<PackedSdk> {
  const packageDir = path.join(folder, 'package');
  await run('npx', ['tsdown', '--out-dir', packageDir, '--log-level', 'error'], { cwd: SDK_DIR, env: childEnv() });
  const { stdout } = await run('npm', ['pack', packageDir, '--pack-destination', folder, '--json'], { cwd: folder, env: childEnv() });
  const tarball = path.join(folder, (JSON.parse(stdout) as [{ filename: string }])[0].filename);
  return { packageDir, tarball };
}

let packing: Promise<PackedSdk> | undefined;

/**
 * Builds (tsdown) and packs (npm pack) the SDK once per test run, however many files and workers
 * ask: the first to take the folder's lock builds, the others wait for its `ready.json` (or its
 * `failed.txt`). The package tests, the poll example's and the scaffold's share it.
 */
export function packedSdk(): Promise<PackedSdk> {
  packing ??= packOncePerRun();
  return packing;
}

async function packOncePerRun(): Promise<PackedSdk> {
  const runId = process.env.LMS_TEST_RUN;
  if (!runId || !/^[0-9a-f]+$/.test(runId)) throw new Error('LMS_TEST_RUN is not set: run the tests through vitest.config.ts.');
  const folder = packedSdkFolder(runId);
  const ready = path.join(folder, 'ready.json');
  const failed = path.join(folder, 'failed.txt');
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  let builder = true;
  try {
    fs.mkdirSync(folder);
  } catch {
    builder = false;
  }
  if (builder) {
    try {
      const packed = await buildAndPack(folder);
      fs.writeFileSync(ready, JSON.stringify(packed));
      return packed;
    } catch (error) {
      fs.writeFileSync(failed, String((error as { stderr?: string }).stderr || error));
      throw error;
    }
  }
  for (const started = Date.now(); Date.now() - started < WAIT_MS; await sleep(250)) {
    if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, 'utf8')) as PackedSdk;
    if (fs.existsSync(failed)) throw new Error(`Packing the SDK failed: ${fs.readFileSync(failed, 'utf8')}`);
  }
  throw new Error(`The SDK was not packed in ${WAIT_MS / 1000} s (${folder}).`);
}
