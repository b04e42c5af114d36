import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { glossaryDemo } from './glossaryDemo.ts';
import { addGlossaryTermRoute, getGlossaryRoute, removeGlossaryTermRoute, updateGlossaryTermRoute } from './glossaryRoutes.ts';
import { getPageNoteRoute, listNotesRoute, savePageNoteRoute } from './noteRoutes.ts';
import { getSelfAssessmentsRoute, saveSelfAssessmentRoute } from './selfAssessmentRoutes.ts';
import { studyToolsServices } from './services.ts';
import { getStudyCenterRoute, getStudyCenterWithoutCourseRoute, moveStudyItemRoute } from './studyCenterRoutes.ts';
import { STUDY_TOOLS_ERRNOS } from './studyCenterErrnos.ts';

/** Notes per page (private to their writer), self-assessments of lessons (private too), the course glossary and the study center (core's studyItems, the caller's own); bookmarks are core's (pages/…/toggle_star/, bookmarks/…). */
export default definePlugin({
  id: 'study-tools',
  version: '1.0.0',
  kernel: '^1',
  services: studyToolsServices,
  routes: [getPageNoteRoute, savePageNoteRoute, listNotesRoute, getGlossaryRoute, addGlossaryTermRoute, updateGlossaryTermRoute, removeGlossaryTermRoute, getStudyCenterRoute, getStudyCenterWithoutCourseRoute, moveStudyItemRoute, getSelfAssessmentsRoute, saveSelfAssessmentRoute],
  errors: STUDY_TOOLS_ERRNOS,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  demo: glossaryDemo,
});
