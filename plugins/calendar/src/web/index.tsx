import { lazy } from 'react';
import { CalendarDays } from 'lucide-react';
import { defineWebPlugin } from '@lms/sdk/web';
import { useCalendarShown } from './calendarInUse.ts';

export default defineWebPlugin({
  id: 'calendar',
  screens: { full_calendar: lazy(() => import('./CalendarScreen.tsx')) },
  panels: { calendar: { title: 'Calendar', icon: CalendarDays, Panel: lazy(() => import('./CalendarPanel.tsx')) } },
  // Both entries are left out in a course with use_calendar off.
  headerEntries: [{ id: 'calendar', label: 'Calendar', icon: CalendarDays, opens: { panel: 'calendar' }, useShown: useCalendarShown }],
  courseMenu: [{ route: 'full_calendar', label: 'Calendar', for: 'everyone', order: 60, useShown: useCalendarShown }],
  // The calls' 403 in such a course: the screen and the panel say it (and insights' upcoming tasks, which read the entries).
  handledErrnos: ['calendar-off'],
});
