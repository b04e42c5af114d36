import type { ApiClient } from '@lms/sdk/web';
import { pollJobs, regradeItem, submitOnBehalf, updateRegradeScores, type SessionScores } from '../../calls/gradingCalls.ts';
import { saveStudentOverride, type OverrideTerms } from '../../calls/overrideCalls.ts';

/** The grading calls of one assessment (README "Grading screens" lists them with their answers and errors). */
export function gradingApi(api: ApiClient, courseId: string, componentId: string) {
  const scope = { courseId, componentId };
  return {
    /** The assessment these calls are about. */
    scope,
    saveScores: (sessions: SessionScores[]) => api.call(updateRegradeScores, { body: { ...scope, sessions } }),
    regradeItem: (targetReference: string, copyReference: string) =>
      api.call(regradeItem, { params: scope, body: { target_item_reference: targetReference, copy_item_reference: copyReference } }),
    saveOverride: (studentId: string, values: OverrideTerms) => api.call(saveStudentOverride, { params: { ...scope, studentId }, body: values }),
    submitFor: (studentId: string) => api.call(submitOnBehalf, { params: { courseId }, body: { user_ids: [studentId], component_ids: [componentId] } }),
    pollJobs: (references: string[]) => api.call(pollJobs, { body: { references } }),
  };
}

export type GradingCalls = ReturnType<typeof gradingApi>;
