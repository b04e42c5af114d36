import type { Knex } from 'knex';

/**
 * Part 3 §6: the permission level is the administrator value minus 1, and a
 * site administrator has level 2. Values now run 0..3; the former top value
 * (2, site administrator) becomes 3 so every account keeps its rights.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop constraint users_administrator_range');
  await knex('users').where({ administrator: 2 }).update({ administrator: 3 });
  await knex.raw('alter table users add constraint users_administrator_range check (administrator between 0 and 3)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop constraint users_administrator_range');
  await knex('users').where({ administrator: 3 }).update({ administrator: 2 });
  await knex.raw('alter table users add constraint users_administrator_range check (administrator between 0 and 2)');
}
