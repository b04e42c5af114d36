import type { Knex } from 'knex';

const ID = 24;

/**
 * Part 1 §3/§4 "Announcement": per reseller host and audience, the current post
 * (the newest, unless withdrawn) and a history of the last 10; dismissals per user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('announcements', (t) => {
    t.string('id', ID).primary();
    // The reseller host it was posted for (lowercase), or '*' for a site-wide one.
    t.text('host').notNullable();
    t.text('audience').notNullable();
    t.text('title').notNullable();
    t.text('post').notNullable();
    t.string('posted_by', ID).references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    // Set when an administrator takes the current post down; it stays in the history.
    t.timestamp('withdrawn_at', { useTz: true });
    t.index(['host', 'audience', 'created_at']);
    t.check("audience in ('site-wide', 'everyone', 'instructors', 'students')", [], 'announcements_audience');
    t.check("(audience = 'site-wide') = (host = '*')", [], 'announcements_site_wide_host');
  });

  await knex.schema.createTable('announcement_dismissals', (t) => {
    t.string('announcement_id', ID).notNullable().references('announcements.id').onDelete('CASCADE');
    t.string('user_id', ID).notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('dismissed_at', { useTz: true }).notNullable();
    t.primary(['announcement_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('announcement_dismissals');
  await knex.schema.dropTable('announcements');
}
