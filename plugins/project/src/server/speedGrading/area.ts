import type { PluginArea } from '../area.ts';
import { joinSpeedGradingHandler, leaveSpeedGradingHandler } from './realtimeHandlers.ts';
import { SPEED_GRADING_SERVICES } from './services.ts';
import { SPEED_GRADING_ERRNOS } from './speedGradingErrnos.ts';
import { speedGradingRoutes } from './speedGradingRoutes.ts';

export const speedGradingArea: PluginArea = {
  routes: speedGradingRoutes,
  services: SPEED_GRADING_SERVICES,
  realtime: [joinSpeedGradingHandler, leaveSpeedGradingHandler],
  errors: SPEED_GRADING_ERRNOS,
};
