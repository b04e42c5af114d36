import type { PluginArea } from '../area.ts';
import { PROJECT_ERRNOS } from './projectErrnos.ts';
import { projectComponentType } from './projectComponentType.ts';
import { projectRoutes } from './projectRoutes.ts';
import { joinProjectHandler, leaveProjectHandler } from './realtimeHandlers.ts';
import { PROJECT_SERVICES } from './services.ts';

export const projectsArea: PluginArea = {
  componentTypes: [projectComponentType],
  routes: projectRoutes,
  services: PROJECT_SERVICES,
  realtime: [joinProjectHandler, leaveProjectHandler],
  errors: PROJECT_ERRNOS,
};
