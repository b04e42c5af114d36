import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { activitySettingsDemo } from './activitySettingsDemo.ts';
import { activitySettingsRoutes } from './activitySettingsRoutes.ts';
import { ACTIVITY_SETTINGS_SERVICES } from './services.ts';

export default definePlugin({
  id: 'activity-settings',
  version: '1.0.0',
  kernel: '^1',
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  services: ACTIVITY_SETTINGS_SERVICES,
  routes: activitySettingsRoutes,
  demo: activitySettingsDemo,
});
