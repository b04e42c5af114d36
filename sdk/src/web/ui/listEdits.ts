// Edits of a list an editor shows as rows (steps, tabs, files), each answering a new list.

/** `list` with the item at `from` moved to `to` (both within the list); the others keep their order. */
export function withItemMoved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** `list` without the item at `index`. */
export function withoutItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}
