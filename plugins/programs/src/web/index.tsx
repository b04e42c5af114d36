import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'programs',
  // Reached from the header's account menu ('Program Management', shown to program
  // administrators and site administrators once these screens exist).
  screens: {
    'programs.list': lazy(() => import('./ProgramsListScreen.tsx')),
    'programs.detail': lazy(() => import('./ProgramDetailScreen.tsx')),
  },
});
