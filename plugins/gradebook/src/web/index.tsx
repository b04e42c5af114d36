import { defineWebPlugin } from '@lms/sdk/web';
import { centerCourseMenu, centerScreens } from './gradingCenter/centerWebParts.ts';
import { instructorCourseMenu, instructorScreens } from './instructor/index.ts';
import { studentCourseMenu, studentScreens } from './student/index.ts';

export default defineWebPlugin({
  id: 'gradebook',
  screens: { ...instructorScreens, ...centerScreens, ...studentScreens },
  courseMenu: [...instructorCourseMenu, ...centerCourseMenu, ...studentCourseMenu],
});
