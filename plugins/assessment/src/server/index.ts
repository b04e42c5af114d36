import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { assessmentComponentType } from './assessmentComponentType.ts';
import { deliveryRoutes } from './delivery/deliveryRoutes.ts';
import { itemRoutes } from './itemRoutes.ts';
import { ASSESSMENT_SERVICES } from './services.ts';

export default definePlugin({
  id: 'assessment',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [assessmentComponentType],
  routes: [...itemRoutes, ...deliveryRoutes],
  services: ASSESSMENT_SERVICES,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
});
