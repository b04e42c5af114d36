import { defineWebPlugin } from '@lms/sdk/web';
import { reorderCourseMenu, reorderScreens } from './activityReorder/index.ts';
import { centerCourseMenu, centerScreens } from './gradingCenter/centerWebParts.ts';
import { instructorCourseMenu, instructorScreens } from './instructor/index.ts';
import { lateWorkCourseMenu, lateWorkScreens } from './lateWork/index.ts';
import { rollupCourseMenu, rollupScreens } from './rollupManager/index.ts';
import { studentCourseMenu, studentScreens } from './student/index.ts';

export default defineWebPlugin({
  id: 'gradebook',
  screens: { ...instructorScreens, ...centerScreens, ...lateWorkScreens, ...studentScreens, ...rollupScreens, ...reorderScreens },
  courseMenu: [...instructorCourseMenu, ...centerCourseMenu, ...lateWorkCourseMenu, ...studentCourseMenu, ...rollupCourseMenu, ...reorderCourseMenu],
});
