import type { ApiClient } from '@lms/sdk/web';
import { getGradingList, getRegradeSessions, pollJobs, regradeItem, submitOnBehalf, updateRegradeScores, type SessionScores } from '../../calls/gradingCalls.ts';
import { getStudentOverride, saveStudentOverride, type OverrideTerms } from '../../calls/overrideCalls.ts';
import { getLiveView } from '../../calls/reportCalls.ts';

/** The grading calls of one assessment (README "Grading screens" lists them with their answers and errors). */
export function gradingApi(api: ApiClient, courseId: string, componentId: string) {
  const scope = { courseId, componentId };
  return {
    list: () => api.call(getGradingList, { params: scope }),
    /** Who is in the assessment now: the live view's students. */
    roster: () => api.call(getLiveView, { params: scope }),
    sessions: (filter: { session_ids?: string[] } = {}) => api.call(getRegradeSessions, { body: { ...scope, ...filter } }),
    saveScores: (sessions: SessionScores[]) => api.call(updateRegradeScores, { body: { ...scope, sessions } }),
    regradeItem: (targetReference: string, copyReference: string) =>
      api.call(regradeItem, { params: scope, body: { target_item_reference: targetReference, copy_item_reference: copyReference } }),
    override: (studentId: string) => api.call(getStudentOverride, { params: { ...scope, studentId } }),
    saveOverride: (studentId: string, values: OverrideTerms) => api.call(saveStudentOverride, { params: { ...scope, studentId }, body: values }),
    submitFor: (studentId: string) => api.call(submitOnBehalf, { params: { courseId }, body: { user_ids: [studentId], component_ids: [componentId] } }),
    pollJobs: (references: string[]) => api.call(pollJobs, { body: { references } }),
  };
}

export type GradingCalls = ReturnType<typeof gradingApi>;
