import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { ltiDemo } from './ltiDemo.ts';
import { LTI_ERRNOS } from './ltiErrnos.ts';
import { ltiRoutes } from './ltiRoutes.ts';
import { deepLinkRoutes } from './deepLinking/deepLinkRoutes.ts';
import { LTI_SERVICES } from './services.ts';
import { syncRoutes } from './sync/syncRoutes.ts';
import { LTI_JOBS } from './sync/syncJobs.ts';

/** LTI 1.3, tool side (issue 22 items 1 to 4): platforms, OIDC login initiation, launches, deep linking; roster, grade sync and reconciliation. */
export default definePlugin({
  id: 'lti',
  version: '1.0.0',
  kernel: '^1',
  services: LTI_SERVICES,
  demo: ltiDemo,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  routes: [...ltiRoutes, ...deepLinkRoutes, ...syncRoutes],
  jobs: LTI_JOBS,
  errors: LTI_ERRNOS,
});
