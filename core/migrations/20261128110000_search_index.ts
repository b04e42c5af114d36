import type { Knex } from 'knex';

/**
 * Issue 20 item 6, in-course search: one searchable document per lesson, page
 * and component (its title, weighted above its text), and the components each
 * container holds as students read it. Where an item sits in a course (and
 * whether the reader may see it there) is joined at query time from the
 * content tables, so moving an item never touches the index.
 *
 * Lessons and pages are indexed by triggers (their text is their columns);
 * components by the kernel in the writing transaction (their text comes from
 * their type's `searchableText`, see core/src/search/componentIndex.ts).
 */
const MARKS = "E'\\uE000\\uE001'";

export async function up(knex: Knex): Promise<void> {
  try {
    await knex.raw('create extension if not exists pg_trgm');
  } catch (error) {
    throw new Error(`In-course search needs the PostgreSQL extension pg_trgm (part of PostgreSQL's contrib package): ${(error as Error).message}`);
  }
  await knex.raw(`
    create table search_documents (
      item_id varchar(24) primary key,
      kind text not null check (kind in ('lesson', 'page', 'component')),
      course_id varchar(24) not null references courses(id) on delete cascade,
      title text not null,
      body text not null,
      document tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')) stored,
      indexed_at timestamptz not null default now()
    )`);
  await knex.raw('create index search_documents_document on search_documents using gin (document)');
  // The words of every document, for the trigram fallback: a typo or part of a word is
  // matched against this short list (PostgreSQL's documented spelling-suggestion way), and
  // the words it finds are searched as full text, under the same visibility filter.
  // Words are never removed: a word no document holds any more only finds nothing.
  await knex.raw('create table search_words (word text primary key)');
  await knex.raw('create index search_words_trigrams on search_words using gin (word gin_trgm_ops)');
  await knex.schema.createTable('search_holds', (t) => {
    t.string('container_id', 24).notNullable().references('search_documents.item_id').onDelete('CASCADE');
    t.string('child_id', 24).notNullable();
    t.primary(['container_id', 'child_id']);
    t.index(['child_id']);
  });
  // A search places each match going up: from a page to the lessons holding it.
  await knex.schema.alterTable('lesson_pages', (t) => {
    t.index(['page_id'], 'lesson_pages_page_id_search');
  });

  // The snippet marks (U+E000, U+E001) never occur in indexed text, so a highlight is always ours.
  await knex.raw(`
    create function search_index_lesson() returns trigger language plpgsql as $$
    begin
      insert into search_documents (item_id, kind, course_id, title, body, indexed_at)
      values (new.id, 'lesson', new.course_id, translate(new.title, ${MARKS}, ''),
              translate(concat_ws(' ', new.subtitle, new.description), ${MARKS}, ''), now())
      on conflict (item_id) do update set title = excluded.title, body = excluded.body, indexed_at = excluded.indexed_at;
      return null;
    end $$`);
  await knex.raw(`
    create function search_index_page() returns trigger language plpgsql as $$
    begin
      insert into search_documents (item_id, kind, course_id, title, body, indexed_at)
      values (new.id, 'page', new.course_id, translate(new.title, ${MARKS}, ''), '', now())
      on conflict (item_id) do update set title = excluded.title, indexed_at = excluded.indexed_at;
      return null;
    end $$`);
  await knex.raw(`
    create function search_unindex_item() returns trigger language plpgsql as $$
    begin
      delete from search_documents where item_id = old.id;
      return null;
    end $$`);
  await knex.raw(`
    create function search_collect_words() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
      select distinct w from regexp_split_to_table(lower(new.title || ' ' || new.body), '[^[:alnum:]]+') w
      where length(w) between 3 and 40
      on conflict do nothing;
      return null;
    end $$`);
  await knex.raw('create trigger search_collect_words after insert or update of title, body on search_documents for each row execute function search_collect_words()');
  await knex.raw('create trigger search_index_lesson after insert or update of title, subtitle, description on lessons for each row execute function search_index_lesson()');
  await knex.raw('create trigger search_index_page after insert or update of title on pages for each row execute function search_index_page()');
  for (const table of ['lessons', 'pages', 'components']) {
    await knex.raw(`create trigger search_unindex_${table} after delete on ${table} for each row execute function search_unindex_item()`);
  }

  // Lessons and pages that exist already; existing components are indexed by the kernel's
  // start-up catch-up (core/src/search/indexCatchUp.ts), which has their types' searchableText.
  await knex.raw(`
    insert into search_documents (item_id, kind, course_id, title, body)
    select id, 'lesson', course_id, translate(title, ${MARKS}, ''), translate(concat_ws(' ', subtitle, description), ${MARKS}, '') from lessons
    union all
    select id, 'page', course_id, translate(title, ${MARKS}, ''), '' from pages`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['lessons', 'pages', 'components']) await knex.raw(`drop trigger if exists search_unindex_${table} on ${table}`);
  await knex.raw('drop trigger if exists search_index_lesson on lessons');
  await knex.raw('drop trigger if exists search_index_page on pages');
  await knex.raw('drop trigger if exists search_collect_words on search_documents');
  await knex.schema.alterTable('lesson_pages', (t) => {
    t.dropIndex(['page_id'], 'lesson_pages_page_id_search');
  });
  await knex.schema.dropTable('search_holds');
  await knex.schema.dropTable('search_documents');
  await knex.schema.dropTable('search_words');
  await knex.raw('drop function if exists search_collect_words()');
  await knex.raw('drop function if exists search_unindex_item()');
  await knex.raw('drop function if exists search_index_page()');
  await knex.raw('drop function if exists search_index_lesson()');
}
