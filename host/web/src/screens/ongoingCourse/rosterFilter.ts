import type { RosterEntry } from '@lms/sdk/web';

/** The students whose name or email holds every word of `text` (any case, any order). */
export function filterRoster<T extends RosterEntry>(students: readonly T[], text: string): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...students];
  return students.filter((student) => {
    const haystack = `${student.firstname} ${student.lastname} ${student.email}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
