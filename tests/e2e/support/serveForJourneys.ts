// Starts the real product for the browser journeys on a database of its own:
// a throwaway PostgreSQL database when DATABASE_URL is set (dropped on exit),
// otherwise a fresh embedded data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import { reportStartupFailure, startServer } from '../../../host/src/server/startServer.ts';

let afterStop = async (): Promise<void> => undefined;
if (process.env.DATABASE_URL) {
  const throwaway = await createThrowawayPostgres(process.env.DATABASE_URL, 'lms_e2e');
  process.env.DATABASE_URL = throwaway.url;
  afterStop = throwaway.drop;
} else {
  process.env.LMS_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-e2e-'));
}

await startServer({ afterStop }).catch(reportStartupFailure);
