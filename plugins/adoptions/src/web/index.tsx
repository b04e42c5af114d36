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
    'administrator.catalog': lazy(() => import('./admin/CatalogAdminScreen.tsx')),
    'administrator.catalog.item': lazy(() => import('./admin/CatalogEntryScreen.tsx')),
  },
  administrationEntries: [
    { route: 'administrator.catalog', label: 'Catalog', description: 'The courses instructors can adopt, and what the adoption list says of each.', access: 'site-admin', order: 18 },
    { route: 'administrator.requests', label: 'Adoption requests', description: 'Instructors asking for a copy of a catalog course.', access: 'site-admin', order: 20 },
  ],
});
