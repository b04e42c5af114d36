import type { PluginArea } from '../area.ts';
import { tileRoutes } from './tileRoutes.ts';

/** The dashboard's summary tiles, their modals, the message box and the quiz calendar. */
export const tilesArea: PluginArea = { routes: tileRoutes };
