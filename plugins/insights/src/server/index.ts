import { definePlugin } from '@lms/sdk';
import type { PluginArea } from './area.ts';
import { dashboardArea } from './dashboard/area.ts';
import { drilldownArea } from './drilldown/area.ts';
import { quizMeArea } from './quizMe/area.ts';
import { reportsArea } from './reports/area.ts';
import { studentInsightsArea } from './studentInsights/area.ts';
import { tilesArea } from './tiles/area.ts';

const areas: PluginArea[] = [dashboardArea, tilesArea, drilldownArea, studentInsightsArea, reportsArea, quizMeArea];

export default definePlugin({
  id: 'insights',
  version: '1.0.0',
  kernel: '^1',
  routes: areas.flatMap((area) => area.routes ?? []),
  services: areas.flatMap((area) => area.services ?? []),
  realtime: areas.flatMap((area) => area.realtime ?? []),
  jobs: areas.flatMap((area) => area.jobs ?? []),
  errors: Object.assign({}, ...areas.map((area) => area.errors ?? {})),
});
