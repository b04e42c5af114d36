import { lazy } from 'react';
import { defineWebPlugin, type WebComponentType } from '@lms/sdk/web';
import type { ProjectConfig } from '../schemas/projectConfig.ts';
import { rubricCourseMenu, rubricScreens } from './rubrics/index.ts';

/** The project component's web half. Its View is the projects room's: its line joins Editor here, and the cast below goes. */
const projectComponent: Partial<WebComponentType<ProjectConfig>> = {
  Editor: lazy(() => import('./editor/ProjectEditor.tsx')),
};

export default defineWebPlugin({
  id: 'project',
  components: {
    project: projectComponent as WebComponentType<ProjectConfig>,
  },
  screens: {
    ...rubricScreens,
  },
  courseMenu: [
    ...rubricCourseMenu,
  ],
});
