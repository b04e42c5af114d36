// Starts the real product for the browser journeys on a database of its own:
// a throwaway PostgreSQL database when DATABASE_URL is set (dropped on exit),
// otherwise the embedded one in a fresh data directory, which every server has of its own.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import { readHostConfig } from '../../../host/src/config/hostConfig.ts';
import { reportStartupFailure, startServer } from '../../../host/src/server/startServer.ts';
import { FakeStripe } from '@lms/plugin-payments/testing';
import { journeyDatabasePrefix } from './journeyDatabases.ts';

// Card payments go to a local stand-in for Stripe: its API, and a checkout page that pays and signs the webhook.
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_journeys';
const stripe = new FakeStripe({ webhookSecret: STRIPE_WEBHOOK_SECRET });
const stripeApi = await stripe.start();
Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_e2e_journeys',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_journeys',
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: `http://${stripeApi.host}:${stripeApi.port}`,
});

// Gifts collect sales tax from the offline table (docs/operations.md "Gift tax"): the host's plugin list, the payments plugin with a table.
const journeyConfig = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lms-e2e-config-')), 'lms.config.json');
const hostConfig = readHostConfig();
const taxTable = { tax_collection: 'table', tax_table: [{ zip_prefix: '100', rate_bps: 887 }, { zip_prefix: '10001', rate_bps: 900 }], tax_default_rate_bps: 0 };
const plugins = hostConfig.plugins.map((listing) => (listing.package === '@lms/plugin-payments' ? { ...listing, config: { ...listing.config, ...taxTable } } : listing));
fs.writeFileSync(journeyConfig, JSON.stringify({ plugins: plugins.map((listing) => (listing.package.startsWith('.') ? { ...listing, package: path.resolve(hostConfig.baseDir, listing.package) } : listing)) }));
process.env.LMS_CONFIG = journeyConfig;

// Each server keeps its files and installed plugins in a data folder of its own: servers run side by side (one per
// worker), and a journey that installs a plugin must not hand it to the other server through a shared data/plugins.
process.env.LMS_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-e2e-'));
let afterStop = async (): Promise<void> => undefined;
if (process.env.DATABASE_URL) {
  const throwaway = await createThrowawayPostgres(process.env.DATABASE_URL, journeyDatabasePrefix());
  process.env.DATABASE_URL = throwaway.url;
  afterStop = throwaway.drop;
  // PostgreSQL needs the installation's master key from the environment (docs/operations.md "Keys"), as a deployment does.
  process.env.LMS_SECRET_KEY ??= randomBytes(32).toString('base64');
}

const dropDatabase = afterStop;
afterStop = async () => {
  await stripe.close();
  await dropDatabase();
};
await startServer({ afterStop }).catch(reportStartupFailure);
