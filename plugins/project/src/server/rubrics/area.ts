import type { PluginArea } from '../area.ts';
import { RUBRIC_ERRNOS } from './rubricErrnos.ts';
import { rubricRoutes } from './rubricRoutes.ts';
import { RUBRIC_SERVICES } from './services.ts';

/** Rubrics (part 2 §3, §4 Rubric editor, §5, §7): the course's rubrics, their calls and errnos. */
export const rubricsArea: PluginArea = {
  routes: rubricRoutes,
  services: RUBRIC_SERVICES,
  errors: RUBRIC_ERRNOS,
};
