/**
 * A change of a held value: the new value, or an updater computing it from the
 * value as it is when applied. Work that ends after an await (an upload, a
 * create, a lookup) reports an updater: the value of the render it started in
 * would undo what changed meanwhile.
 */
export type ValueChange<V> = V | ((current: V) => V);

/** The value after `change`, applied to `current`. Values held this way are data (configs, form values), never functions. */
export function appliedChange<V>(current: V, change: ValueChange<V>): V {
  return typeof change === 'function' ? (change as (current: V) => V)(current) : change;
}
