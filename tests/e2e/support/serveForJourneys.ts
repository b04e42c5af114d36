// Starts the real product for the browser journeys on a database of its own:
// a throwaway PostgreSQL database when DATABASE_URL is set (dropped on exit),
// otherwise a fresh embedded data directory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { reportStartupFailure, startServer } from '../../../host/src/server/startServer.ts';

const adminUrl = process.env.DATABASE_URL;
let dropDatabase = async (): Promise<void> => undefined;

if (adminUrl) {
  const name = `lms_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
} else {
  process.env.LMS_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-e2e-'));
}

await startServer({ afterStop: dropDatabase }).catch(reportStartupFailure);
