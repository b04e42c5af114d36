import { lazy } from 'react';
import { defineWebPlugin, type WebComponentType } from '@lms/sdk/web';
import type { ProjectConfig } from '../schemas/projectConfig.ts';
import { speedGradingScreens } from './speedGrading/index.ts';

/** The project component's web half. Its Editor (the component's config) is another room's: its line joins View here, and the cast below goes. */
const projectComponent: Partial<WebComponentType<ProjectConfig>> = {
  View: lazy(() => import('./projects/ProjectComponentView.tsx')),
};

export default defineWebPlugin({
  id: 'project',
  components: {
    project: projectComponent as WebComponentType<ProjectConfig>,
  },
  screens: {
    project: lazy(() => import('./projects/ProjectScreen.tsx')),
    ...speedGradingScreens,
  },
});
