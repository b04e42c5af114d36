import type { PluginArea } from '../area.ts';
import { myTimeRoutes } from './myTimeRoutes.ts';

/** Student insights: the caller's own time in the course (GET insights/time/{courseId}). */
export const studentInsightsArea: PluginArea = { routes: [...myTimeRoutes] };
