import pg from 'pg';

/**
 * The journeys' PostgreSQL databases are named after the run (scripts/test.sh sets E2E_RUN), so the
 * run can drop what a server stopped too late to drop itself (its graceful stop has 10 s).
 */
export function journeyDatabasePrefix(): string {
  const run = process.env.E2E_RUN;
  return run && /^[0-9a-f]+$/.test(run) ? `lms_e2e_${run}` : 'lms_e2e';
}

/** Drops this run's journey databases that are still there; answers their names. */
export async function dropJourneyDatabases(adminUrl: string): Promise<string[]> {
  if (journeyDatabasePrefix() === 'lms_e2e') return [];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${journeyDatabasePrefix()}_%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    return rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
}
