import type { Knex } from 'knex';

const INDEXES = ['search_words_trigrams', 'search_documents_document'];

/**
 * Issue 20 "Performance": the search's GIN indexes write each entry in place
 * (fastupdate off). With PostgreSQL's default, inserts wait in a pending list
 * that every search reads through linearly until (auto)vacuum merges it: after
 * the start-up catch-up indexed a course, all 8,000 words of the bench's word
 * list sat there, so the planner scanned the list with a trigram comparison per
 * word (30 to 60 ms a search under load) rather than use the index (under 1 ms).
 * A save writes a few entries, so writing them in place costs it little.
 */
export async function up(knex: Knex): Promise<void> {
  for (const index of INDEXES) {
    await knex.raw(`alter index ${index} set (fastupdate = off)`);
    // Entries already pending stay pending until merged: merge them now.
    await knex.raw('select gin_clean_pending_list(?::regclass)', [index]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const index of INDEXES) await knex.raw(`alter index ${index} reset (fastupdate)`);
}
