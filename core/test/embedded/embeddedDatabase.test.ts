import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/database/openDatabase.ts';
import { EmbeddedPostgres } from '../../src/database/embedded/EmbeddedPostgres.ts';
import { LOCK_FILE, readLock } from '../../src/database/embedded/dataDirLock.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lms-embedded-'));

describe('embedded PGlite', () => {
  it('keeps its data across a restart', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'embedded', dataDir });
    await first.knex.raw('create table kept (n int)');
    await first.knex('kept').insert({ n: 7 });
    await first.close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const second = await openDatabase({ kind: 'embedded', dataDir });
    expect(await second.knex('kept').pluck('n')).toEqual([7]);
    await second.close();
  });

  it('speaks PostgreSQL types like a server: counts as numbers, jsonb round trips', async () => {
    const db = await openDatabase({ kind: 'embedded', dataDir: null });
    await db.knex.raw('create table docs (body jsonb)');
    await db.knex('docs').insert({ body: JSON.stringify([1, { a: 'b' }]) });
    expect(await db.knex('docs').count({ n: '*' }).first()).toEqual({ n: 1 });
    expect(await db.knex('docs').pluck('body')).toEqual([[1, { a: 'b' }]]);
    await db.close();
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 12345, socketDir: dataDir, startedAt: 'then' }));
    const db = await EmbeddedPostgres.open(dataDir);
    await db.close();
  });

  it('lets one process own a data directory; another reaches it through the owner', async () => {
    const dataDir = tempDir();
    const owner = spawn(tsx, [path.join(here, 'fixtures/holdDatabase.ts'), dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        owner.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        owner.once('exit', (code) => reject(new Error(`owner exited with ${code}`)));
      });
      // tsx runs the script in a child of the spawned process: the lock names that child.
      const ownerPid = readLock(dataDir)!.pid;
      expect(ownerPid).not.toBe(process.pid);
      await expect(openDatabase({ kind: 'embedded', dataDir })).rejects.toThrow(`The data directory ${dataDir} is in use by process ${ownerPid}`);
      const shared = await openDatabase({ kind: 'embedded', dataDir }, { shareRunningOwner: true });
      expect(shared.description).toContain(`through process ${ownerPid}`);
      expect(await shared.knex('marker').pluck('note')).toEqual(['written by the owner']);
      await shared.knex('marker').insert({ note: 'written through the socket' });
      await shared.close();
    } finally {
      owner.stdin.end();
      await new Promise((resolve) => owner.once('exit', resolve));
    }
    const reopened = await openDatabase({ kind: 'embedded', dataDir });
    expect(await reopened.knex('marker').orderBy('note').pluck('note')).toEqual(['written by the owner', 'written through the socket']);
    await reopened.close();
  });
});
