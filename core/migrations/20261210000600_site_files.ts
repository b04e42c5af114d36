import type { Knex } from 'knex';

/** Site images (coreServices.siteFiles): images of the installation rather than of a course, a host's logo. The bytes live in the media store. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_files', (t) => {
    t.string('id', 24).primary();
    t.text('host').notNullable();
    t.string('uploaded_by', 24).references('users.id').onDelete('SET NULL');
    t.text('name').notNullable();
    t.text('mimetype').notNullable();
    t.bigInteger('size').notNullable();
    t.integer('width').nullable();
    t.integer('height').nullable();
    t.text('storage_key').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_files');
}
