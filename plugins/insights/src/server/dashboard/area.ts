import type { PluginArea } from '../area.ts';

/** The instructor dashboard's gauge, averages and engagement (class facts). */
export const dashboardArea: PluginArea = {};
