import { lazy } from 'react';
import { Network } from 'lucide-react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'programs',
  screens: {
    'programs.list': lazy(() => import('./ProgramsListScreen.tsx')),
    'programs.detail': lazy(() => import('./ProgramDetailScreen.tsx')),
  },
  // Part 3 §6: section management is for program administrators (site administrators are ones too).
  headerEntries: [{ id: 'programs', label: 'Programs', icon: Network, opens: { route: 'programs.list' }, access: 'program-admin', place: 'everywhere' }],
});
