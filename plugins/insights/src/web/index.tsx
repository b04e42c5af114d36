import { defineWebPlugin } from '@lms/sdk/web';
import { dashboardCourseMenu, dashboardScreens } from './dashboard/index.ts';
import { drilldownCourseMenu, drilldownScreens } from './drilldown/index.ts';
import { reportsCourseMenu, reportsScreens } from './reports/index.ts';
import { studentInsightsCourseMenu, studentInsightsScreens } from './studentInsights/index.ts';
import { tilesCourseMenu, tilesScreens } from './tiles/index.ts';

export default defineWebPlugin({
  id: 'insights',
  screens: { ...dashboardScreens, ...tilesScreens, ...drilldownScreens, ...studentInsightsScreens, ...reportsScreens },
  // A student opening another student's drilldown reads the refusal on the screen (the session goes on).
  handledErrnos: ['insights-not-own-drilldown'],
  courseMenu: [...dashboardCourseMenu, ...tilesCourseMenu, ...drilldownCourseMenu, ...studentInsightsCourseMenu, ...reportsCourseMenu],
});
