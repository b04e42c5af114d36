import type { PluginArea } from '../area.ts';

/** Deep dives, the performance report and QuizMe. */
export const reportsArea: PluginArea = {};
