import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

const RequestsScreen = lazy(() => import('./admin/RequestsScreen.tsx'));

export default defineWebPlugin({
  id: 'adoptions',
  screens: {
    // The host also shows it at /list?adoption=true (part 1 §2: the adoption list with the redesign flag off).
    catalog_courses: lazy(() => import('./catalog/CatalogScreen.tsx')),
    'administrator.requests': RequestsScreen,
    // /administrator/requests/{course_id}: the same list, for one catalog course.
    'administrator.requests.item': RequestsScreen,
    'administrator.request.item': lazy(() => import('./admin/RequestScreen.tsx')),
  },
  administrationEntries: [{ route: 'administrator.requests', label: 'Adoption requests', description: 'Instructors asking for a copy of a catalog course.', access: 'site-admin', order: 20 }],
});
