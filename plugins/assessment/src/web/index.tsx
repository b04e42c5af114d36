import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';
import { myUploadsRoute, uploadsRoute } from './uploads/routes.ts';

const uploadsScreens = () => import('./uploads/UploadsScreen.tsx');

export default defineWebPlugin({
  id: 'assessment',
  routes: [uploadsRoute, myUploadsRoute],
  components: {
    assessment: {
      View: lazy(() => import('./AssessmentView.tsx')),
      Editor: lazy(() => import('./AssessmentEditor.tsx')),
    },
  },
  screens: {
    questions: lazy(() => import('./authoring/QuestionListScreen.tsx')),
    'questions.item': lazy(() => import('./authoring/QuestionEditorScreen.tsx')),
    'grading_center.bystudent': lazy(() => import('./grading/ByStudentScreen.tsx')),
    'grading_center.byquestion': lazy(() => import('./grading/ByQuestionScreen.tsx')),
    liveview: lazy(() => import('./reports/LiveViewScreen.tsx')),
    assessmentdetail: lazy(() => import('./reports/ItemDetailsScreen.tsx')),
    'assessment_deep_dive.live_progress': lazy(() => import('./reports/LiveViewScreen.tsx')),
    'assessment_deep_dive.items_detailed_report': lazy(() => import('./reports/ItemDetailsScreen.tsx')),
    'assessment.uploads': lazy(() => uploadsScreens().then((module) => ({ default: module.ProfessorUploadsScreen }))),
    'assessment.my_uploads': lazy(() => uploadsScreens().then((module) => ({ default: module.StudentUploadsScreen }))),
  },
  // The live view, question details and grading of one assessment are linked from it (ProfessorLinks).
  courseMenu: [
    { route: 'questions', label: 'Question bank', for: 'professor', order: 40 },
    { route: 'assessment.uploads', label: 'Uploads and feedback', for: 'professor', order: 42 },
    { route: 'assessment.my_uploads', label: 'My uploads and feedback', for: 'student', order: 42 },
  ],
});
