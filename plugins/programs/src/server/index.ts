import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
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
  services: [...PROGRAM_SERVICES, syncService],
  routes: [...programRoutes, ...syncRoutes],
  jobs: SYNC_JOBS,
  demo: programsDemo,
});
