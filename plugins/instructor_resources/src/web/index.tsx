import { lazy } from 'react';
import { LibraryBig } from 'lucide-react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'instructor-resources',
  // The page's bottom panel links here ('All Instructor Resources') once this screen exists.
  screens: { instructor_resources: lazy(() => import('./InstructorResourcesScreen.tsx')) },
  courseMenu: [{ route: 'instructor_resources', label: 'Instructor resources', for: 'professor', order: 78 }],
  // Part 1 §6: the header's instructor resources entry is for professors.
  headerEntries: [{ id: 'instructorResources', label: 'Instructor resources', icon: LibraryBig, opens: { route: 'instructor_resources' }, access: 'professor', place: 'course' }],
});
