import { Bookmark, CalendarDays, BookA, GraduationCap, MessageSquare, NotebookPen, type LucideIcon } from 'lucide-react';
import type { HeaderPanelIcon } from './headerIcons.ts';

/** The spec's icon set for the right panels that have a header icon. */
export const PANEL_ICONS: Record<HeaderPanelIcon, LucideIcon> = {
  messages: MessageSquare,
  studyCenter: GraduationCap,
  bookmarks: Bookmark,
  notes: NotebookPen,
  calendar: CalendarDays,
  glossary: BookA,
};
