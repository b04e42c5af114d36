import type { ApiClient } from '@lms/sdk/web';
import type {
  GradingList,
  JobState,
  OverrideValues,
  RegradeSessions,
  RegradeUpdateAnswer,
  Roster,
  SessionScores,
  StudentOverride,
  SubmitJob,
} from './gradingTypes.ts';

/** The grading calls of one assessment (README "Grading screens" lists them with their answers and errors). */
export function gradingApi(api: ApiClient, courseId: string, componentId: string) {
  const scope = { courseId, componentId };
  return {
    list: () => api.get<GradingList>(`assessment/grading/${courseId}/${componentId}/`),
    /** Who is in the assessment now: the live view's students. */
    roster: () => api.get<Roster>(`assessment/liveview/${courseId}/${componentId}`),
    sessions: (filter: { session_ids?: string[] } = {}) => api.post<RegradeSessions>('regrade/get', { ...scope, ...filter }),
    saveScores: (sessions: SessionScores[]) => api.post<RegradeUpdateAnswer>('regrade/update', { ...scope, sessions }),
    regradeItem: (targetReference: string, copyReference: string) =>
      api.post<{ changed: number }>(`regrade/${courseId}/${componentId}`, { target_item_reference: targetReference, copy_item_reference: copyReference }),
    override: (studentId: string) => api.get<StudentOverride>(`assessment_override/${courseId}/${componentId}/${studentId}`),
    saveOverride: (studentId: string, values: OverrideValues) => api.post<OverrideValues | null>(`assessment_override/${courseId}/${componentId}/${studentId}`, values),
    submitFor: (studentId: string) => api.post<{ jobs: SubmitJob[] }>(`assessment/update/${courseId}`, { user_ids: [studentId], component_ids: [componentId] }),
    pollJobs: (references: string[]) => api.post<{ jobs: JobState[] }>('assessment/job_poller', { references }),
  };
}

export type GradingCalls = ReturnType<typeof gradingApi>;
