import { lazy } from 'react';
import { ShieldCheck } from 'lucide-react';
import { defineWebPlugin } from '@lms/sdk/web';
import { auditRoute, coursesRoute } from './routes.ts';

const UsersScreen = lazy(() => import('./users/UsersScreen.tsx'));

export default defineWebPlugin({
  id: 'administration',
  routes: [auditRoute, coursesRoute],
  screens: {
    administrator: lazy(() => import('./home/AdministrationHome.tsx')),
    'administrator.users': UsersScreen,
    // The /users/{user_id} modal opens over the list (part 3 §2).
    'administrator.users.item': UsersScreen,
    'administration.audit': lazy(() => import('./audit/AuditScreen.tsx')),
    'administration.courses': lazy(() => import('./courses/CoursesScreen.tsx')),
    'administrator.courses.item': lazy(() => import('./courses/CourseRecordScreen.tsx')),
  },
  headerEntries: [{ id: 'administration', label: 'Administration', icon: ShieldCheck, opens: { route: 'administrator' }, access: 'administrator', place: 'everywhere' }],
  administrationEntries: [
    { route: 'administrator.users', label: 'Users', description: 'Find people, create accounts, enrolments, payments and refunds.', order: 10 },
    { route: 'administration.courses', label: 'Courses', description: 'Find any course by title or id: its staff, dates, enrolment and payment settings, student counts.', order: 15 },
    { route: 'administration.audit', label: 'Audit log', description: 'Every administrator action: who, when, what, before and after.', order: 90 },
  ],
});
