import type { PluginArea } from '../area.ts';

export const rubricsArea: PluginArea = {};
