import type { LabelBundle } from '@lms/theme-kit';

/** Part 1 §5 Search: more than 2 characters in course mode, more than 1 in filter mode. */
export function minimumSearchLength(mode: LabelBundle['search']): number {
  return mode === 'course' ? 3 : 2;
}
