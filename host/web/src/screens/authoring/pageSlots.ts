import type { EditablePage } from '@lms/sdk/calls';

/** The three lists of a page (part 2 §3 Page), as PUT pages names them. */
export type PageSlot = 'contents' | 'recommended' | 'instructor_notes';

export const PAGE_SLOTS: readonly { slot: PageSlot; label: string }[] = [
  { slot: 'contents', label: 'Contents' },
  // Part 1 §9: the bottom panel's label.
  { slot: 'recommended', label: 'Additional Materials' },
  { slot: 'instructor_notes', label: 'Instructor Notes' },
];

/** Part 2 §5 Page: the duplicate message. */
export const DUPLICATE_COMPONENT = 'Component is already in the page/recommended section.';

export function componentIdsOnPage(page: EditablePage): string[] {
  return PAGE_SLOTS.flatMap(({ slot }) => page[slot].map((component) => component._id));
}
