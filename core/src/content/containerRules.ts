import type { Knex } from 'knex';
import type { FieldError } from '@lms/contract/errors/LmsError.ts';
import type { RegisteredComponentType } from '../plugins/PluginRegistry.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { ContentLibrary } from './ContentLibrary.ts';
import { NOT_USABLE_MESSAGE } from './ContentLibrary.ts';
import { descendantsOf, loadTree } from './componentTree.ts';
import type { ComponentRow } from './rows.ts';

export const HOLDS_ITSELF = 'A component cannot hold itself.';

/** Where the string `id` sits inside `value`, as field paths ("tabs/0/components/2"). */
export function pathsOf(value: unknown, id: string, at = ''): string[] {
  if (value === id) return [at];
  const join = (key: string | number) => (at ? `${at}/${key}` : String(key));
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsOf(item, id, join(index)));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => pathsOf(item, id, join(key)));
  return [];
}

/**
 * `value` with every string that is a key of `ids` replaced by its value: a copied
 * container then holds its copied children. Ids are 24 random hex characters, so a
 * string equal to one is that component.
 */
export function withIdsReplaced<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (ids.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => withIdsReplaced(item, ids)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withIdsReplaced(item, ids)])) as T;
  return value;
}

export interface HeldCheck {
  courseId: string;
  userId: string;
  /** The container being saved; absent while it is created. */
  selfId?: string;
  /** Ids the stored config already holds: kept without the library check, as page slots keep their components. */
  previous: ReadonlySet<string>;
}

const configField = (field: string) => (field ? `config/${field}` : 'config');

/**
 * Part 2 §5 for containers, checked on save: every child exists and is this
 * course's or in the author's library (or was already held), none is the
 * container itself or holds it, then the type's own `checkChildren` rules.
 * Answers the failing fields (`config/...`); none for types that hold nothing.
 */
export async function heldComponentErrors(
  trx: Knex,
  catalogue: ComponentTypeCatalogue,
  library: ContentLibrary,
  registered: RegisteredComponentType,
  config: Record<string, unknown>,
  check: HeldCheck,
): Promise<FieldError[]> {
  const { children, checkChildren } = registered.definition;
  if (!children) return [];
  const ids = children(config);
  const unique = [...new Set(ids)];
  const rows = unique.length ? ((await trx('components').whereIn('id', unique)) as ComponentRow[]) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const usable = await library.usable(trx, check.userId, check.courseId, 'component', unique.filter((id) => !check.previous.has(id)));
  const errorsAt = (id: string, message: string): FieldError[] => {
    const paths = pathsOf(config, id);
    return (paths.length ? paths : ['']).map((path) => ({ field: configField(path), message }));
  };
  const errors = unique.flatMap((id) => {
    if (id === check.selfId) return errorsAt(id, HOLDS_ITSELF);
    if (!byId.has(id) || !(check.previous.has(id) || usable.has(id))) return errorsAt(id, NOT_USABLE_MESSAGE);
    return [];
  });
  if (!errors.length && check.selfId && rows.length) {
    const tree = await loadTree(trx, catalogue, rows, true);
    for (const row of rows) {
      if (descendantsOf(catalogue, tree, row, true).has(check.selfId)) errors.push(...errorsAt(row.id, HOLDS_ITSELF));
    }
  }
  if (errors.length || !checkChildren) return errors;
  return checkChildren(config, ids.map((id) => ({ id, type: byId.get(id)!.type }))).map((error) => ({ field: configField(error.field), message: error.message }));
}
