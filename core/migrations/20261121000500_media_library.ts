import type { Knex } from 'knex';

const ID = 24;

/** Part 1 §5/§7 Uploads: each course's media library (images and files); the bytes live in the media store. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_files', (t) => {
    t.string('id', ID).primary();
    t.string('course_id', ID).notNullable().references('courses.id').onDelete('CASCADE');
    t.string('owned_by', ID).references('users.id').onDelete('SET NULL');
    // 'images' or 'files': the two libraries of part 1 §7.
    t.text('library').notNullable();
    // The sanitised file name with its extension; the display name as the uploader typed it.
    t.text('name').notNullable();
    t.text('display_name').notNullable();
    t.text('extension').notNullable();
    t.text('mimetype').notNullable();
    t.bigInteger('size').notNullable();
    // sha256 of the bytes, hex: names a file's content (an e_reader book's hash_id) whatever it is called.
    t.string('sha256', 64).notNullable();
    t.text('storage_key').notNullable();
    t.text('thumbnail_key');
    t.integer('width');
    t.integer('height');
    t.text('alt_text');
    t.text('caption');
    t.jsonb('subtitles_array').notNullable().defaultTo('[]');
    t.jsonb('description_array').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['course_id', 'library', 'created_at']);
    t.check("library in ('images', 'files')", [], 'media_files_library');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_files');
}
