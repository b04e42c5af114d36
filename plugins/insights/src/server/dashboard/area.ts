import type { PluginArea } from '../area.ts';
import { classFactsService } from '../facts/classFactsService.ts';
import { dashboardRoutes, dashboardStatsService } from './dashboardRoutes.ts';

/** The instructor dashboard's gauge, averages and engagement (class facts). */
export const dashboardArea: PluginArea = {
  services: [classFactsService, dashboardStatsService],
  routes: dashboardRoutes,
};
