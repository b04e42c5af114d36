import { definePlugin } from '@lms/sdk';
import { settingsRoutes } from './settingsRoutes.ts';
import { themeRoutes } from './themeRoutes.ts';

export default definePlugin({
  id: 'themes',
  version: '1.0.0',
  kernel: '^1',
  routes: [...themeRoutes, ...settingsRoutes],
});
