import type { PluginArea } from '../area.ts';

export const commentsArea: PluginArea = {};
