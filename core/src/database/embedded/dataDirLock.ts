import fs from 'node:fs';
import path from 'node:path';

/** What the owning process writes into the data directory's lock file. */
export interface LockInfo {
  pid: number;
  /** Directory holding the PostgreSQL-protocol socket the owner serves (`.s.PGSQL.5432`). */
  socketDir: string;
  startedAt: string;
}

export const LOCK_FILE = 'lms.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live owner of `dataDir`, or null when nobody (alive) holds it. */
export function readLock(dataDir: string): LockInfo | null {
  const file = path.join(dataDir, LOCK_FILE);
  let info: LockInfo;
  try {
    info = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
  return Number.isInteger(info.pid) && info.pid !== process.pid && isAlive(info.pid) ? info : null;
}

/**
 * Takes the data directory for this process. Only one process may open the
 * PGlite files; others reach the database through the owner's socket.
 * A lock left by a dead process is taken over.
 */
export function acquireLock(dataDir: string, socketDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, socketDir, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLock(dataDir);
      if (owner) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${owner.pid} (started ${owner.startedAt}). ` +
            'Stop that process first, or reach its database through it.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
