import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import type { PluginArea } from './area.ts';
import { commentsArea } from './comments/area.ts';
import { projectsArea } from './projects/area.ts';
import { projectDemoSeed } from './projects/projectDemoSeed.ts';
import { rubricsArea } from './rubrics/area.ts';
import { speedGradingArea } from './speedGrading/area.ts';

const areas: PluginArea[] = [projectsArea, rubricsArea, speedGradingArea, commentsArea];

export default definePlugin({
  id: 'project',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: areas.flatMap((area) => area.componentTypes ?? []),
  routes: areas.flatMap((area) => area.routes ?? []),
  services: areas.flatMap((area) => area.services ?? []),
  realtime: areas.flatMap((area) => area.realtime ?? []),
  jobs: areas.flatMap((area) => area.jobs ?? []),
  errors: Object.assign({}, ...areas.map((area) => area.errors ?? {})),
  // The demo students' projects on the demo project component (the other rooms add theirs here).
  demo: projectDemoSeed,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
});
