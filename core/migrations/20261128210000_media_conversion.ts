import type { Knex } from 'knex';

/**
 * Issue 19 item 7: an uploaded video is converted to a web format (H.264/AAC
 * MP4) by a job. While the job runs the file is `converting`; when it fails
 * it is `failed` with the reason, and the upload itself stays served. A
 * converted file is served from its MP4 (storage_key, size, sha256, name,
 * extension, mimetype describe it); the upload is kept beside it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('media_files', (t) => {
    // null: served as it is; 'converting': a job is making its web version; 'failed': the job gave up.
    t.text('conversion_state');
    t.text('conversion_error');
    // The uploaded file, when a converted one is served instead (deleted with the record, counted by the quotas).
    t.text('original_key');
    t.bigInteger('original_size');
    t.check("conversion_state in ('converting', 'failed')", [], 'media_files_conversion_state');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('media_files', (t) => {
    t.dropChecks('media_files_conversion_state');
    t.dropColumns('conversion_state', 'conversion_error', 'original_key', 'original_size');
  });
}
