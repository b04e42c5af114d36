import { definePlugin } from '@lms/sdk';
import { ADMINISTRATION_ERRNOS } from './administrationErrnos.ts';
import { administrationDemo } from './administrationDemo.ts';
import { auditRoutes } from './auditRoutes.ts';
import { courseRoutes } from './courseRoutes.ts';
import { ADMINISTRATION_SERVICES } from './services.ts';
import { userRoutes } from './userRoutes.ts';

export default definePlugin({
  id: 'administration',
  version: '1.0.0',
  kernel: '^1',
  routes: [...userRoutes, ...courseRoutes, ...auditRoutes],
  services: ADMINISTRATION_SERVICES,
  demo: administrationDemo,
  errors: ADMINISTRATION_ERRNOS,
});
