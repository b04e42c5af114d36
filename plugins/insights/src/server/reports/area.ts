import type { PluginArea } from '../area.ts';
import { reportRoutes } from './reportRoutes.ts';
import { REPORT_ERRNOS } from './reportErrnos.ts';
import { REPORT_SERVICES } from './services.ts';

/** Deep dives and the performance report. */
export const reportsArea: PluginArea = { routes: reportRoutes, services: REPORT_SERVICES, errors: REPORT_ERRNOS };
