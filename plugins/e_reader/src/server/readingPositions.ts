import type { Knex } from '@lms/sdk';
import type { ReadingPosition } from '../calls/positionCalls.ts';

const TABLE = 'e_reader_positions';

interface PositionRow {
  user_id: string;
  hash_id: string;
  location: string;
  updated_at: Date;
}

export async function readPosition(db: Knex, userId: string, hashId: string): Promise<ReadingPosition> {
  const row = await db<PositionRow>(TABLE).where({ user_id: userId, hash_id: hashId }).first('location', 'updated_at');
  return row ? { location: row.location, updated_at: new Date(row.updated_at).toISOString() } : { location: null, updated_at: null };
}

/** One row per reader and book: a later save replaces the earlier one. */
export async function savePosition(db: Knex, userId: string, hashId: string, location: string, now: Date): Promise<ReadingPosition> {
  await db<PositionRow>(TABLE).insert({ user_id: userId, hash_id: hashId, location, updated_at: now }).onConflict(['user_id', 'hash_id']).merge(['location', 'updated_at']);
  return { location, updated_at: now.toISOString() };
}
