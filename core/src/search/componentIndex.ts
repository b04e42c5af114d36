import type { Knex } from 'knex';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import { heldIds } from '../content/componentTree.ts';
import type { ComponentRow } from '../content/rows.ts';
import { searchableComponentText } from './searchableComponentText.ts';

type IndexedComponent = Pick<ComponentRow, 'id' | 'course_id' | 'type' | 'title' | 'description' | 'config'>;

/**
 * Writes a component's search document and the components it holds, inside the
 * caller's transaction (every content write that changes a component calls it).
 * Both are taken as students read the component: what a type's `forStudents`
 * drops (a locked tab) is neither searchable nor a way to reach its children.
 */
export async function indexComponents(trx: Knex, catalogue: ComponentTypeCatalogue, rows: readonly IndexedComponent[]): Promise<void> {
  if (!rows.length) return;
  const now = new Date();
  const documents = rows.map((row) => ({ item_id: row.id, kind: 'component', course_id: row.course_id, ...searchableComponentText(catalogue, row), indexed_at: now }));
  await trx('search_documents').insert(documents).onConflict('item_id').merge(['title', 'body', 'indexed_at']);
  const ids = rows.map((row) => row.id);
  await trx('search_holds').whereIn('container_id', ids).delete();
  const holds = rows.flatMap((row) => heldIds(catalogue, row, false).map((child) => ({ container_id: row.id, child_id: child })));
  if (holds.length) await trx('search_holds').insert(holds);
}
