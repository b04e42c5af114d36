import type { WaitingActivity } from '../../calls/gradingCenterCalls.ts';

export interface GradingLink {
  label: string;
  href: string;
}

/**
 * The screens that grade an activity (part 3 §2): an assessment's by-student
 * and by-question screens (the assessment plugin's), a board's own; none for
 * a type that has no grading screen yet.
 */
export function gradingLinks(courseId: string, activity: Pick<WaitingActivity, 'type' | 'component_id'>): GradingLink[] {
  const base = `/${courseId}/grading_center`;
  if (activity.type === 'board') return [{ label: 'Grade the board', href: `${base}/board/${activity.component_id}` }];
  if (activity.type === 'assessment') {
    return [
      { label: 'Grade by student', href: `${base}/${activity.component_id}/bystudent` },
      { label: 'Grade by question', href: `${base}/${activity.component_id}/byquestion` },
    ];
  }
  return [];
}
