import type { PageRules } from '@lms/contract/componentType.ts';

/** Part 2 §1 and §5: a page holds at most 2 contents. */
export const MAX_PAGE_CONTENTS = 2;
export const PAGE_FULL_MESSAGE = 'Cannot create a component. Page reached a limit of available components.';
/**
 * Part 2 §5: a new component whose page filled up while its author wrote it (another
 * author, another tab) is kept in the author's library rather than refused, so nothing typed is lost.
 */
export const KEPT_IN_LIBRARY_MESSAGE = 'Number of components on a page has been reached. Component added to library.';

export interface PlacedContent {
  type: string;
  rules: PageRules | undefined;
}

/**
 * Whether a component of `type` may join the page's contents; returns the
 * message to show when it may not. The kernel applies each type's declared
 * rules without knowing the types.
 */
export function pageRuleViolation(existing: PlacedContent[], type: string, rules: PageRules | undefined): string | null {
  if (existing.length >= MAX_PAGE_CONTENTS) return PAGE_FULL_MESSAGE;
  if (rules?.wholePage && existing.length > 0) return rules.wholePage.message;
  const whole = existing.find((content) => content.rules?.wholePage);
  if (whole) return whole.rules!.wholePage!.message;
  if (rules?.maxPerPage && existing.filter((content) => content.type === type).length >= rules.maxPerPage.count) {
    return rules.maxPerPage.message;
  }
  return null;
}
