import { defineWebPlugin } from '@lms/sdk/web';
import { speedGradingScreens } from './speedGrading/index.ts';

export default defineWebPlugin({
  id: 'project',
  screens: {
    ...speedGradingScreens,
  },
});
