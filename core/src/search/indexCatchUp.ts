import type { Knex } from 'knex';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { ComponentRow } from '../content/rows.ts';
import { indexComponents } from './componentIndex.ts';

const BATCH = 500;

/**
 * Indexes the components that have no search document (those that existed before
 * the search index, or were stored around the kernel's writers), at start-up
 * with every type's `searchableText` at hand. Answers how many it indexed; once
 * caught up it costs one indexed anti-join.
 */
export async function indexMissingComponents(db: Knex, catalogue: ComponentTypeCatalogue): Promise<number> {
  let indexed = 0;
  for (;;) {
    const rows = (await db('components as c')
      .leftJoin('search_documents as d', 'd.item_id', 'c.id')
      .whereNull('d.item_id')
      .limit(BATCH)
      .select('c.id', 'c.course_id', 'c.type', 'c.title', 'c.description', 'c.config')) as ComponentRow[];
    if (!rows.length) return indexed;
    await db.transaction((trx) => indexComponents(trx, catalogue, rows));
    indexed += rows.length;
  }
}
