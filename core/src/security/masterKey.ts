import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { KernelConfig } from '../config/KernelConfig.ts';

/** The file beside the embedded database's `pg` folder that holds a generated master key. */
export const MASTER_KEY_FILE = 'secret.key';

/**
 * The installation's 32-byte master key:
 * - LMS_SECRET_KEY when set (any deployment; required with PostgreSQL);
 * - with the embedded database in a folder, the key in `<folder>/secret.key`,
 *   made once (mode 0600) when missing: one process owns that folder, so one
 *   key serves it, and a backup of the folder carries it;
 * - with the embedded database in memory (tests, demos), a random key for the
 *   process (its data lives no longer);
 * - with PostgreSQL and no LMS_SECRET_KEY: an error. Several nodes share the
 *   database, a key made on one would not open what another sealed, and a
 *   key kept in the database would sit beside what it protects.
 */
export function loadMasterKey(config: Pick<KernelConfig, 'database' | 'secretKey'>): Buffer {
  if (config.secretKey) return decodedKey(config.secretKey, 'LMS_SECRET_KEY');
  if (config.database.kind === 'postgres') {
    throw new Error('LMS_SECRET_KEY is not set: with DATABASE_URL every node needs the same master key (32 bytes in base64, docs/operations.md "Keys")');
  }
  if (!config.database.dataDir) return randomBytes(32);
  const file = path.join(config.database.dataDir, MASTER_KEY_FILE);
  try {
    return decodedKey(fs.readFileSync(file, 'utf8').trim(), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.database.dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process of the same folder wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return decodedKey(fs.readFileSync(file, 'utf8').trim(), file);
    throw error;
  }
}

function decodedKey(base64: string, source: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error(`${source} must hold 32 bytes in base64`);
  return key;
}
