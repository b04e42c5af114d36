import type { Knex } from 'knex';

/**
 * Issue 26: direct uploads (files/s3sign, then media/converter). A session
 * names the course, uploader, library and staging key of one upload; it
 * records the library file it became (media_id), and lapses at expires_at.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_upload_sessions', (t) => {
    t.string('id', 24).primary();
    t.string('course_id', 24).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('user_id', 24).notNullable().references('users.id').onDelete('CASCADE');
    t.text('library').notNullable();
    t.text('filename').notNullable();
    t.text('content_type').notNullable();
    t.text('key').notNullable().unique();
    t.string('media_id', 24).references('media_files.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.check("library in ('images', 'files')", [], 'media_upload_sessions_library');
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_upload_sessions');
}
