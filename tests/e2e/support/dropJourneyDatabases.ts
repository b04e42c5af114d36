// scripts/test.sh, after the journeys: drops this run's journey databases a server left behind.
import { dropJourneyDatabases } from './journeyDatabases.ts';

if (process.env.DATABASE_URL) {
  const left = await dropJourneyDatabases(process.env.DATABASE_URL);
  if (left.length) console.log(`Dropped ${left.length} journey database(s) a server left behind: ${left.join(', ')}`);
}
