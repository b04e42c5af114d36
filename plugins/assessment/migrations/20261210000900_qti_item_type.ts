import type { Knex } from '@lms/sdk';

const NATIVE_TYPES = "'single_choice', 'multiple_response', 'true_false', 'short_text', 'numeric', 'fill_blanks', 'ordering', 'matching', 'video', 'longtext', 'longtextV2', 'audio', 'plaintext', 'fileupload'";

/**
 * Issue 28: items kept as QTI 3.0 XML (type `qti`, schemas/qtiItem.ts) beside
 * the native types. Stepping down refuses while such items exist, rather than
 * delete a bank's questions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table assessment_items drop constraint assessment_items_type, add constraint assessment_items_type check (type in (${NATIVE_TYPES}, 'qti'))`);
}

export async function down(knex: Knex): Promise<void> {
  // One statement: refused whole while a qti item exists.
  await knex.raw(`alter table assessment_items drop constraint assessment_items_type, add constraint assessment_items_type check (type in (${NATIVE_TYPES}))`);
}
