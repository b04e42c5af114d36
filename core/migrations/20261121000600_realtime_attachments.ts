import type { Knex } from 'knex';

/**
 * Realtime across nodes: the socket.io PostgreSQL adapter sends events over
 * NOTIFY, whose payload is limited to 8000 bytes; a larger (or binary) event is
 * stored here and only its id is notified. The adapter deletes rows older than
 * 30 s itself. Its expected shape: id bigserial, created_at, payload bytea.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('socket_io_attachments', (t) => {
    t.bigIncrements('id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.binary('payload').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('socket_io_attachments');
}
