import { lazy } from 'react';
import { Plug } from 'lucide-react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'lti-tools',
  screens: { 'administrator.tools': lazy(() => import('./ToolsScreen.tsx')) },
  // The administrator area has no menu of its own: its screens are reached from the header.
  headerEntries: [{ id: 'lti-tools', label: 'External tools', icon: Plug, opens: { route: 'administrator.tools' }, access: 'site-admin', place: 'everywhere' }],
  administrationEntries: [{ route: 'administrator.tools', label: 'External tools', description: 'LTI 1.3 tools courses launch, and their connections.', access: 'site-admin', order: 40 }],
});
