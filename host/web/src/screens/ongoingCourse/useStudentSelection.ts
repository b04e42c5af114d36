import { useState } from 'react';

/**
 * The students chosen on a roster: `chosen` keeps only those still listed
 * (someone removed meanwhile, in another tab, drops out with the reloaded
 * list), `select` adds or takes away ids, `clear` empties the choice.
 */
export function useStudentSelection<S extends { _id: string }>(students: readonly S[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = students.filter((student) => selected.has(student._id));
  const select = (ids: readonly string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { selected, chosen, select, clear: () => setSelected(new Set()) };
}
