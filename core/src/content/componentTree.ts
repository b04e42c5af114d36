import type { Knex } from 'knex';
import type { ApiComponent } from '../contract/apiTypes.ts';
import type { PluginRegistry } from '../plugins/PluginRegistry.ts';
import { toApiComponent } from './apiComponent.ts';
import type { ComponentRow } from './rows.ts';

/**
 * Container types (a type with a `children` hook) hold other components by id in
 * their config. These functions read such trees for one reader: a professor gets
 * every config whole; anyone else gets each type's `forStudents` shape, and only
 * the children that shape still holds. No type is named here.
 */

/** The config as the reader gets it. */
export function readerConfig(registry: PluginRegistry, row: Pick<ComponentRow, 'type' | 'config'>, professor: boolean): Record<string, unknown> {
  const shape = registry.componentType(row.type)?.definition.forStudents;
  return professor || !shape ? row.config : shape(structuredClone(row.config));
}

export function isContainer(registry: PluginRegistry, type: string): boolean {
  return registry.componentType(type)?.definition.children !== undefined;
}

/** The ids a container holds as the reader sees it, in order, each once; none for other types. */
export function heldIds(registry: PluginRegistry, row: Pick<ComponentRow, 'type' | 'config'>, professor: boolean): string[] {
  const children = registry.componentType(row.type)?.definition.children;
  return children ? [...new Set(children(readerConfig(registry, row, professor)))] : [];
}

/**
 * The rows of `roots` and of every component their containers hold, at any depth:
 * one query per level of nesting, and none at all when no root is a container.
 */
export async function loadTree(db: Knex, registry: PluginRegistry, roots: ComponentRow[], professor: boolean): Promise<Map<string, ComponentRow>> {
  const rows = new Map(roots.map((row) => [row.id, row]));
  // Each id is asked for once, found or not (a deleted child has no row).
  const asked = new Set(rows.keys());
  const unasked = (from: ComponentRow[]) => [...new Set(from.flatMap((row) => heldIds(registry, row, professor)))].filter((id) => !asked.has(id));
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
export function descendantsOf(registry: PluginRegistry, rows: Map<string, ComponentRow>, root: ComponentRow, professor: boolean): Set<string> {
  const found = new Set<string>();
  const visit = (row: ComponentRow): void => {
    for (const id of heldIds(registry, row, professor)) {
      if (found.has(id)) continue;
      found.add(id);
      const child = rows.get(id);
      if (child) visit(child);
    }
  };
  visit(root);
  return found;
}

/**
 * The API answer of a loaded row: its config as the reader gets it and, for a
 * container, `children` in order (ids that no longer exist are left out).
 */
export function toApiTree(registry: PluginRegistry, rows: Map<string, ComponentRow>, row: ComponentRow, professor: boolean, ancestors = new Set<string>()): ApiComponent {
  const api = toApiComponent({ ...row, config: readerConfig(registry, row, professor) }, registry);
  if (!isContainer(registry, row.type)) return api;
  const path = new Set(ancestors).add(row.id);
  const children = heldIds(registry, row, professor)
    .filter((id) => rows.has(id) && !path.has(id))
    .map((id) => toApiTree(registry, rows, rows.get(id)!, professor, path));
  return { ...api, children };
}

/** Reads the trees of `roots` and answers a function giving each root's API answer. */
export async function readTrees(db: Knex, registry: PluginRegistry, roots: ComponentRow[], professor: boolean): Promise<(row: ComponentRow) => ApiComponent> {
  const rows = await loadTree(db, registry, roots, professor);
  return (row) => toApiTree(registry, rows, row, professor);
}
