import type { StoredProjectStatus } from './projectStatus.ts';

/** The statuses the speed grader lists and grades: submitted or graded work (part 2 §4 "Speed grading opens only for submitted or graded projects"). */
export const GRADABLE_STATUSES: readonly StoredProjectStatus[] = ['submitted', 'submitted_late', 'graded', 'graded_late'];

export const isGradable = (status: string): status is StoredProjectStatus => (GRADABLE_STATUSES as readonly string[]).includes(status);

/** Grading sets graded; work submitted late becomes graded late. */
export function gradedStatus(status: StoredProjectStatus): StoredProjectStatus {
  return status === 'submitted_late' || status === 'graded_late' ? 'graded_late' : 'graded';
}

export const isGraded = (status: StoredProjectStatus) => status === 'graded' || status === 'graded_late';

/** A save without a score (feedback only, or a grade cleared) leaves the work waiting for one. */
export function ungradedStatus(status: StoredProjectStatus): StoredProjectStatus {
  return status === 'graded_late' || status === 'submitted_late' ? 'submitted_late' : 'submitted';
}

/** Work that came in after its due date. */
export const isLate = (status: StoredProjectStatus) => status === 'submitted_late' || status === 'graded_late';
