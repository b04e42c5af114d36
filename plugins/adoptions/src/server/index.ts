import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { adminRoutes } from './adminRoutes.ts';
import { catalogRoutes } from './catalogRoutes.ts';
import { requestRoutes } from './requestRoutes.ts';
import { adoptionAccountHooks } from './adoptionAccountHooks.ts';
import { adoptionCatalogHooks } from './adoptionCatalogHooks.ts';
import { adoptionsDemo } from './adoptionsDemo.ts';
import { ADOPTION_SERVICES } from './services.ts';

export default definePlugin({
  id: 'adoptions',
  version: '1.0.0',
  kernel: '^1',
  routes: [...catalogRoutes, ...requestRoutes, ...adminRoutes],
  services: ADOPTION_SERVICES,
  demo: adoptionsDemo,
  accounts: adoptionAccountHooks,
  catalog: adoptionCatalogHooks,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
});
