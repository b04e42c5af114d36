import type { PluginArea } from '../area.ts';

/** Student insights, GET dashboard/ and course progress. */
export const studentInsightsArea: PluginArea = {};
