import type { RouteParams } from '@lms/sdk/web';

/** The report routes: the spec's liveview and assessmentdetail, and their deep-dive twins. */
export type ReportRoute = 'liveview' | 'assessmentdetail' | 'assessment_deep_dive.live_progress' | 'assessment_deep_dive.items_detailed_report';

/** Which assessment a report screen is about, and the title the link gave it. */
export interface ReportTarget {
  courseId: string;
  componentId: string;
  /** The `quizName` query of the spec's liveview and assessmentdetail routes; null without one. */
  quizName: string | null;
}

/**
 * The spec's routes name the assessment `activityId` (/{courseId}/{lessonId}/{pageId}/{activityId}/liveview)
 * or `assessmentId` (the deep-dive pages): both are the assessment component's id.
 * Screens get path parameters only, so the query is read from the address.
 */
export function reportTarget(params: RouteParams<ReportRoute>, search: string = window.location.search): ReportTarget {
  const quizName = new URLSearchParams(search).get('quizName')?.trim();
  return { courseId: params.courseId, componentId: 'activityId' in params ? params.activityId : params.assessmentId, quizName: quizName || null };
}
