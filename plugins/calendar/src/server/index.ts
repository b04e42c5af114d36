import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { calendarDemo } from './calendarDemo.ts';
import { CALENDAR_ERRNOS } from './calendarInUse.ts';
import { entryRoutes } from './entryRoutes.ts';
import { feedRoutes } from './feedRoutes.ts';
import { CALENDAR_SERVICES } from './services.ts';

export default definePlugin({
  id: 'calendar',
  version: '1.0.0',
  kernel: '^1',
  services: CALENDAR_SERVICES,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  routes: [...entryRoutes, ...feedRoutes],
  errors: CALENDAR_ERRNOS,
  demo: calendarDemo,
});
