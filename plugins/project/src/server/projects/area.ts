import type { PluginArea } from '../area.ts';

export const projectsArea: PluginArea = {};
