import type { PluginArea } from '../area.ts';
import { alertFinderService, alertRoutes } from './alertRoutes.ts';
import { DRILLDOWN_ERRNOS } from './drilldownErrnos.ts';
import { drilldownReaderService, drilldownRoutes } from './drilldownRoutes.ts';

/** Alerts and the student drilldown. */
export const drilldownArea: PluginArea = {
  routes: [...alertRoutes, ...drilldownRoutes],
  services: [alertFinderService, drilldownReaderService],
  errors: DRILLDOWN_ERRNOS,
};
