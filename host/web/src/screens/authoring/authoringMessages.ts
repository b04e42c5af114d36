/** Part 2 §8 "Content edits" and §5 "Page": the spec's texts, as written. */
export const REORDER_FAILED = 'An error occured';
export const DRAFT_FAILED = 'Could not save state';
export const PIN_FAILED = 'Oops, not added - probably there already...';
export const PIN_ADDED = 'Added';
export const PAGE_UPDATED = 'Page updated';
export const COMPONENT_REMOVED = 'Component removed';
export const COURSE_UPDATED = 'Course updated.';
export const COURSE_SETTINGS_UPDATED = 'Course settings updated';
export const TITLE_REQUIRED = 'Please enter a title.';

/** Part 2 §5: adding an item already in a collection warns it is already in the lesson or course. */
export function alreadyInCollection(noun: string, holder: string): string {
  return `This ${noun} is already in the ${holder}.`;
}
