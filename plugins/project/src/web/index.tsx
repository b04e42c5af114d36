import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';
import { rubricCourseMenu, rubricScreens } from './rubrics/index.ts';
import { speedGradingScreens } from './speedGrading/index.ts';

export default defineWebPlugin({
  id: 'project',
  components: {
    project: {
      View: lazy(() => import('./projects/ProjectComponentView.tsx')),
      Editor: lazy(() => import('./editor/ProjectEditor.tsx')),
    },
  },
  screens: {
    project: lazy(() => import('./projects/ProjectScreen.tsx')),
    ...rubricScreens,
    ...speedGradingScreens,
  },
  courseMenu: [...rubricCourseMenu],
});
