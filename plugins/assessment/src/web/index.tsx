import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'assessment',
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
  },
  // The live view, question details and grading of one assessment are linked from it (ProfessorLinks).
  courseMenu: [{ route: 'questions', label: 'Question bank', for: 'professor', order: 40 }],
});
