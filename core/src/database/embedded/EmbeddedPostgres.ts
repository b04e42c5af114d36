import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { acquireLock } from './dataDirLock.ts';
import { PgliteWireServer } from './PgliteWireServer.ts';

/** The socket file name PostgreSQL clients look for in a socket directory. */
export const SOCKET_PORT = 5432;
const MAX_SOCKET_PATH = 100;

export interface PgConnection {
  host: string;
  port: number;
  user: string;
  database: string;
}

/**
 * PGlite (PostgreSQL in WebAssembly) owned by this process and served over the
 * PostgreSQL wire protocol on a private Unix socket. The kernel then speaks
 * `pg` to it exactly as to a real PostgreSQL, and the admin command line can
 * reach the same database while the server runs, without opening the files twice.
 * PGlite is one session: PgliteWireServer gives it to one client's exchange
 * (or transaction) at a time.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PgliteWireServer,
    private readonly socketDir: string,
    private readonly ownsSocketDir: boolean,
    private readonly releaseLock: () => void,
  ) {}

  /**
   * Opens `dataDir` (created if missing), or an in-memory database when null.
   * An in-memory database may start from a snapshot taken with `dump()`.
   */
  static async open(dataDir: string | null, options: { snapshot?: Blob } = {}): Promise<EmbeddedPostgres> {
    let socketDir: string;
    let ownsSocketDir = false;
    if (dataDir && path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) {
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      socketDir = dataDir;
    } else {
      if (dataDir) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      // Unix socket paths are limited to ~100 bytes; fall back to a private temp directory.
      socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-db-'));
      ownsSocketDir = true;
    }
    const releaseLock = dataDir ? acquireLock(dataDir, socketDir) : () => undefined;
    try {
      // pg_trgm: in-course search's trigram fallback (core/migrations/*_search_index.ts creates the extension);
      // vector (pgvector): the AI sources' embeddings (plugins/ai's migrations create it where it is listed).
      const extensions = { pg_trgm, vector };
      const db = dataDir ? new PGlite(path.join(dataDir, 'pg'), { extensions }) : new PGlite(options.snapshot ? { loadDataDir: options.snapshot, extensions } : { extensions });
      await db.waitReady;
      const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
      fs.rmSync(socketPath, { force: true });
      const server = new PgliteWireServer(db);
      await server.listen(socketPath);
      fs.chmodSync(socketPath, 0o600);
      return new EmbeddedPostgres(db, server, socketDir, ownsSocketDir, releaseLock);
    } catch (error) {
      releaseLock();
      throw error;
    }
  }

  get connection(): PgConnection {
    return EmbeddedPostgres.connectionTo(this.socketDir);
  }

  static connectionTo(socketDir: string): PgConnection {
    return { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' };
  }

  /** A tarball of the whole database, to start other in-memory databases from. */
  dump(): Promise<Blob> {
    return this.db.dumpDataDir('none');
  }

  async close(): Promise<void> {
    await this.server.close();
    await this.db.close();
    fs.rmSync(path.join(this.socketDir, `.s.PGSQL.${SOCKET_PORT}`), { force: true });
    if (this.ownsSocketDir) fs.rmSync(this.socketDir, { recursive: true, force: true });
    this.releaseLock();
  }
}
