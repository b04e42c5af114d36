/**
 * The adaptive item list as the dialog edits it: the ids in the order they
 * were chosen; checking a Question adds it at the end, unchecking takes it out.
 */
export function withChoice(list: readonly string[], id: string, chosen: boolean): string[] {
  const without = list.filter((entry) => entry !== id);
  return chosen ? [...without, id] : without;
}
