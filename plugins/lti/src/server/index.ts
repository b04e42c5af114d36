import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { LTI_ERRNOS } from './ltiErrnos.ts';
import { ltiRoutes } from './ltiRoutes.ts';
import { LTI_SERVICES } from './services.ts';

/** LTI 1.3, tool side (issue 22 item 1): platforms, OIDC login initiation, launches. */
export default definePlugin({
  id: 'lti',
  version: '1.0.0',
  kernel: '^1',
  services: LTI_SERVICES,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  routes: ltiRoutes,
  errors: LTI_ERRNOS,
});
