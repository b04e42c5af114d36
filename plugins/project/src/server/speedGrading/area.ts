import type { PluginArea } from '../area.ts';

export const speedGradingArea: PluginArea = {};
