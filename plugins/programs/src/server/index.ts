import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { peopleRoutes } from './people/peopleRoutes.ts';
import { PEOPLE_SERVICES } from './people/peopleServices.ts';
import { programRoutes } from './programRoutes.ts';
import { programsDemo } from './programsDemo.ts';
import { PROGRAM_SERVICES } from './services.ts';
import { syncRoutes } from './sync/syncRoutes.ts';
import { SYNC_JOBS, syncService } from './sync/syncServices.ts';

export default definePlugin({
  id: 'programs',
  version: '1.0.0',
  kernel: '^1',
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  services: [...PROGRAM_SERVICES, ...PEOPLE_SERVICES, syncService],
  // The people routes first: programs/enterprise before programs/:archived.
  routes: [...peopleRoutes, ...programRoutes, ...syncRoutes],
  jobs: SYNC_JOBS,
  demo: programsDemo,
});
