import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { THEMES_SERVICES } from './services.ts';
import { settingsRoutes } from './settingsRoutes.ts';
import { themeRoutes } from './themeRoutes.ts';

export default definePlugin({
  id: 'themes',
  version: '1.0.0',
  kernel: '^1',
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  services: THEMES_SERVICES,
  routes: [...themeRoutes, ...settingsRoutes],
});
