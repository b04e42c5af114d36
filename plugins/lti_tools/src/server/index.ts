import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { ltiToolsDemo } from './ltiToolsDemo.ts';
import { LTI_TOOLS_ERRNOS } from './ltiToolsErrnos.ts';
import { LTI_TOOLS_SERVICES } from './services.ts';
import { authorizationRoutes } from './authorizationRoutes.ts';
import { launchRoutes } from './launchRoutes.ts';
import { serviceRoutes } from './serviceRoutes.ts';
import { toolProviderRoutes } from './toolProviderRoutes.ts';

export default definePlugin({
  id: 'lti-tools',
  version: '1.0.0',
  kernel: '^1',
  routes: [...toolProviderRoutes, ...launchRoutes, ...authorizationRoutes, ...serviceRoutes],
  services: LTI_TOOLS_SERVICES,
  errors: LTI_TOOLS_ERRNOS,
  demo: ltiToolsDemo,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
});
