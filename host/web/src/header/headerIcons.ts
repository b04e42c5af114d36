/**
 * Part 1 §2: the header's icons, in order ("more" holds the overflow). The
 * view toggle, help and search are the shell's; the others are header entries
 * (the shell's messages, the plugins' own) and keep the spec's place when they
 * have a spec name; other entries follow in the plugins' order; then the
 * professors' announcement history (part 1 §6 "Header entries"), which the
 * spec does not place: last, so a narrow screen moves it into "more" first.
 */
export const SPEC_HEADER_ORDER = ['view', 'help', 'messages', 'studyCenter', 'bookmarks', 'notes', 'calendar', 'search', 'glossary'] as const;

/** 'view', 'help', 'search', 'announcements', or a header entry's id. */
export type HeaderIcon = string;

/** Below the narrow breakpoint at most this many header icons, "more" included. */
export const NARROW_ICON_LIMIT = 5;

export interface HeaderFeatures {
  /** A professor inside a course. */
  viewToggle: boolean;
  /** Inside a course whose search screen exists. */
  search: boolean;
  /** The ids of the header entries available here, in the plugins' order. */
  entries: readonly string[];
  /** A professor (part 1 §6: the announcement history is theirs). */
  announcementHistory?: boolean;
}

/** The icons whose feature exists, in order; help is always there (contact support at least). */
export function availableHeaderIcons(features: HeaderFeatures): HeaderIcon[] {
  const entries = new Set(features.entries);
  const spec = SPEC_HEADER_ORDER.filter((icon) => {
    if (icon === 'view') return features.viewToggle;
    if (icon === 'help') return true;
    if (icon === 'search') return features.search;
    return entries.has(icon);
  });
  const others = features.entries.filter((id) => !(SPEC_HEADER_ORDER as readonly string[]).includes(id));
  return [...spec, ...others, ...(features.announcementHistory === true ? ['announcements'] : [])];
}

/** Below 768 px, more than 5 icons: the first ones stay and the rest go into the "more" menu. */
export function splitHeaderIcons(icons: readonly HeaderIcon[], narrow: boolean): { inline: HeaderIcon[]; overflow: HeaderIcon[] } {
  if (!narrow || icons.length <= NARROW_ICON_LIMIT) return { inline: [...icons], overflow: [] };
  return { inline: icons.slice(0, NARROW_ICON_LIMIT - 1), overflow: icons.slice(NARROW_ICON_LIMIT - 1) };
}
