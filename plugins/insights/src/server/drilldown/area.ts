import type { PluginArea } from '../area.ts';

/** Alerts and the student drilldown. */
export const drilldownArea: PluginArea = {};
