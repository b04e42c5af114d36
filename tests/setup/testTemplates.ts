import pg from 'pg';

/**
 * vitest global setup: the PostgreSQL template databases this run migrated
 * (`lms_template_<run>_...`, see sdk/src/testing/testDatabase.ts) are dropped
 * when the run ends, so a run leaves no database behind.
 */
export default function setup(): () => Promise<void> {
  return async () => {
    const url = process.env.DATABASE_URL;
    const run = process.env.LMS_TEST_RUN;
    if (!url || !run || !/^[0-9a-f]+$/.test(run)) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`lms_template_${run}_%`]);
      for (const { datname } of rows) {
        await admin.query(`alter database ${datname} with is_template false`);
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await admin.end();
    }
  };
}
