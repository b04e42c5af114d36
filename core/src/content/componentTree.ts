import type { Knex } from 'knex';
import type { ApiComponent } from '@lms/contract/apiTypes.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import { toApiComponent } from './apiComponent.ts';
import type { ComponentRow } from './rows.ts';

/**
 * Container types (a type with a `children` hook) hold other components by id in
 * their config. These functions read such trees for one reader: a professor gets
 * every config whole; anyone else gets each type's `forStudents` shape, and only
 * the children that shape still holds. No type is named here.
 */

/** The config as the reader gets it. */
export function readerConfig(catalogue: ComponentTypeCatalogue, row: Pick<ComponentRow, 'type' | 'config'>, professor: boolean): Record<string, unknown> {
  const shape = catalogue.componentType(row.type)?.definition.forStudents;
  return professor || !shape ? row.config : shape(structuredClone(row.config));
}

export function isContainer(catalogue: ComponentTypeCatalogue, type: string): boolean {
  return catalogue.componentType(type)?.definition.children !== undefined;
}

/** The ids a container holds as the reader sees it, in order, each once; none for other types. */
export function heldIds(catalogue: ComponentTypeCatalogue, row: Pick<ComponentRow, 'type' | 'config'>, professor: boolean): string[] {
  const children = catalogue.componentType(row.type)?.definition.children;
  return children ? [...new Set(children(readerConfig(catalogue, row, professor)))] : [];
}

/**
 * The rows of `roots` and of every component their containers hold, at any depth:
 * one query per level of nesting, and none at all when no root is a container.
 */
export async function loadTree(db: Knex, catalogue: ComponentTypeCatalogue, roots: ComponentRow[], professor: boolean): Promise<Map<string, ComponentRow>> {
  const rows = new Map(roots.map((row) => [row.id, row]));
  // Most pages hold no container: nothing more to ask for, and no sets made to find that out (page view, issue 15 item 9).
  if (!roots.some((row) => isContainer(catalogue, row.type))) return rows;
  // Each id is asked for once, found or not (a deleted child has no row).
  const asked = new Set(rows.keys());
  const unasked = (from: ComponentRow[]) => [...new Set(from.flatMap((row) => heldIds(catalogue, row, professor)))].filter((id) => !asked.has(id));
  let wanted = unasked(roots);
  while (wanted.length) {
    wanted.forEach((id) => asked.add(id));
    const found = (await db('components').whereIn('id', wanted)) as ComponentRow[];
    found.forEach((row) => rows.set(row.id, row));
    wanted = unasked(found);
  }
  return rows;
}

/** Every id `root` holds at any depth (within the loaded rows); a cycle ends where it closes. */
export function descendantsOf(catalogue: ComponentTypeCatalogue, rows: Map<string, ComponentRow>, root: ComponentRow, professor: boolean): Set<string> {
  const found = new Set<string>();
  const visit = (row: ComponentRow): void => {
    for (const id of heldIds(catalogue, row, professor)) {
      if (found.has(id)) continue;
      found.add(id);
      const child = rows.get(id);
      if (child) visit(child);
    }
  };
  visit(root);
  return found;
}

/** A root's ancestors: none (never changed: a container's path is a copy). */
const NO_ANCESTORS: ReadonlySet<string> = new Set<string>();

/**
 * The API answer of a loaded row: its config as the reader gets it and, for a
 * container, `children` in order (ids that no longer exist are left out).
 */
export function toApiTree(catalogue: ComponentTypeCatalogue, rows: Map<string, ComponentRow>, row: ComponentRow, professor: boolean, ancestors: ReadonlySet<string> = NO_ANCESTORS): ApiComponent {
  // The row itself when the reader gets its config whole (a professor, a type without a student shape): no copy per component.
  const config = readerConfig(catalogue, row, professor);
  const api = toApiComponent(config === row.config ? row : { ...row, config }, catalogue);
  if (!isContainer(catalogue, row.type)) return api;
  const path = new Set(ancestors).add(row.id);
  const children = heldIds(catalogue, row, professor)
    .filter((id) => rows.has(id) && !path.has(id))
    .map((id) => toApiTree(catalogue, rows, rows.get(id)!, professor, path));
  return { ...api, children };
}

/** Reads the trees of `roots` and answers a function giving each root's API answer. */
export async function readTrees(db: Knex, catalogue: ComponentTypeCatalogue, roots: ComponentRow[], professor: boolean): Promise<(row: ComponentRow) => ApiComponent> {
  const rows = await loadTree(db, catalogue, roots, professor);
  return (row) => toApiTree(catalogue, rows, row, professor);
}
