import type { PluginArea } from '../area.ts';
import { alertFinderService, alertRoutes } from './alertRoutes.ts';

/** Alerts and the student drilldown. */
export const drilldownArea: PluginArea = {
  routes: [...alertRoutes],
  services: [alertFinderService],
};
