import type { RightPanelId } from '@lms/sdk/web';

/**
 * Part 1 §2: the header's icons, in order ("more" holds the overflow); then the
 * professors' announcement history (part 1 §6 "Header entries"), which the spec
 * does not place: last, so a narrow screen moves it into "more" first.
 */
export const HEADER_ICON_ORDER = ['view', 'help', 'messages', 'studyCenter', 'bookmarks', 'notes', 'calendar', 'search', 'glossary', 'announcements'] as const;
export type HeaderIcon = (typeof HEADER_ICON_ORDER)[number];
export type HeaderPanelIcon = Extract<HeaderIcon, RightPanelId>;

/** Below the narrow breakpoint at most this many header icons, "more" included. */
export const NARROW_ICON_LIMIT = 5;

export interface HeaderFeatures {
  /** A professor inside a course. */
  viewToggle: boolean;
  /** Inside a course whose search screen exists. */
  search: boolean;
  /** The right panels available here (a plugin's, or the shell's own). */
  panels: ReadonlySet<RightPanelId>;
  /** A professor (part 1 §6: the announcement history is theirs). */
  announcementHistory?: boolean;
}

export function isPanelIcon(icon: HeaderIcon): icon is HeaderPanelIcon {
  return icon !== 'view' && icon !== 'help' && icon !== 'search' && icon !== 'announcements';
}

/** The icons whose feature exists; help is always there (contact support at least). */
export function availableHeaderIcons(features: HeaderFeatures): HeaderIcon[] {
  return HEADER_ICON_ORDER.filter((icon) => {
    if (icon === 'view') return features.viewToggle;
    if (icon === 'help') return true;
    if (icon === 'search') return features.search;
    if (icon === 'announcements') return features.announcementHistory === true;
    return features.panels.has(icon);
  });
}

/** Below 768 px, more than 5 icons: the first ones stay and the rest go into the "more" menu. */
export function splitHeaderIcons(icons: readonly HeaderIcon[], narrow: boolean): { inline: HeaderIcon[]; overflow: HeaderIcon[] } {
  if (!narrow || icons.length <= NARROW_ICON_LIMIT) return { inline: [...icons], overflow: [] };
  return { inline: icons.slice(0, NARROW_ICON_LIMIT - 1), overflow: icons.slice(NARROW_ICON_LIMIT - 1) };
}
