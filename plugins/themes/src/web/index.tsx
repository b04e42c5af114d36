import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'themes',
  screens: {
    'administrator.themes': lazy(() => import('./ThemesScreen.tsx')),
    'administrator.settings': lazy(() => import('./SettingsScreen.tsx')),
  },
  administrationEntries: [
    { route: 'administrator.themes', label: 'Themes', description: 'Title, links, logo and colours of this site, with a live preview.', order: 30 },
    { route: 'administrator.settings', label: 'Settings', description: 'Installation settings, such as whether instructors may create courses.', order: 80 },
  ],
});
