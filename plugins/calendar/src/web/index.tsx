import { lazy } from 'react';
import { CalendarDays } from 'lucide-react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'calendar',
  screens: { full_calendar: lazy(() => import('./CalendarScreen.tsx')) },
  panels: { calendar: { title: 'Calendar', icon: CalendarDays, Panel: lazy(() => import('./CalendarPanel.tsx')) } },
  headerEntries: [{ id: 'calendar', label: 'Calendar', icon: CalendarDays, opens: { panel: 'calendar' } }],
  courseMenu: [{ route: 'full_calendar', label: 'Calendar', for: 'everyone', order: 60 }],
});
