import type { ProjectStatus } from '../schemas/projectTypes.ts';

/** Part 2 §4 Project status as the table stores it (`project_projects.status`). */
export type StoredProjectStatus = 'draft' | 'shared' | 'submitted' | 'submitted_late' | 'graded' | 'graded_late';

const API_STATUS: Record<StoredProjectStatus, ProjectStatus> = {
  draft: 'draft',
  shared: 'shared',
  submitted: 'submitted',
  submitted_late: 'submitted late',
  graded: 'graded',
  graded_late: 'graded late',
};

export const apiStatus = (status: StoredProjectStatus): ProjectStatus => API_STATUS[status];

/** Submitted or graded, on time or late: the project is in the grading list (unless reopened). */
export const isSubmitted = (status: StoredProjectStatus) => status !== 'draft' && status !== 'shared';

/** Part 2 §4: a shared project is locked against edits, and so is a submitted (or graded) one. */
export const isLocked = (status: StoredProjectStatus) => status !== 'draft';

/** Why a transition is refused: the errno (declared in projectErrnos) and its message. */
export interface Refusal {
  errno: 'project-status' | 'sharing-not-allowed';
  message: string;
}

export type Transition = { status: StoredProjectStatus } | { refused: Refusal };

const refused = (message: string, errno: Refusal['errno'] = 'project-status'): Transition => ({ refused: { errno, message } });

export const TRANSITION_MESSAGES = {
  shareLocked: 'Only a draft project can be shared.',
  sharingBeforeSubmit: 'Projects on this page can be shared once they are submitted.',
  unshareNotShared: 'Only a shared project can be unshared.',
  submitted: 'This project has already been submitted.',
  reopenNotSubmitted: 'Only a submitted or graded project can be reopened.',
} as const;

/**
 * Share (part 2 §4 "Share/unshare toggles shared and draft"): a draft becomes
 * shared. Before submitting only where the component allows sharing before
 * submit; a submitted project is then shown to classmates as it stands, its
 * status unchanged (the share is recorded on its version).
 */
export function share(status: StoredProjectStatus, sharingAllowedBeforeSubmit: boolean): Transition {
  if (isSubmitted(status)) return { status };
  if (status !== 'draft') return refused(TRANSITION_MESSAGES.shareLocked);
  if (!sharingAllowedBeforeSubmit) return refused(TRANSITION_MESSAGES.sharingBeforeSubmit, 'sharing-not-allowed');
  return { status: 'shared' };
}

/** Unshare: a shared project becomes a draft again (editable, in a new version). */
export function unshare(status: StoredProjectStatus): Transition {
  return status === 'shared' ? { status: 'draft' } : refused(TRANSITION_MESSAGES.unshareNotShared);
}

/**
 * Submit (part 2 §4 "Submit locks the project; submission after the due date
 * shows submitted late"): a draft or shared project is submitted, late after
 * `dueDate` (no due date: the spec's 2199-12-31, see effectiveDueDate).
 */
export function submit(status: StoredProjectStatus, submittedAt: Date, dueDate: Date): Transition {
  if (isSubmitted(status)) return refused(TRANSITION_MESSAGES.submitted);
  return { status: submittedAt.getTime() > dueDate.getTime() ? 'submitted_late' : 'submitted' };
}

/** Reopen (professors only): a submitted or graded project goes back to draft, out of the grading list until resubmitted. */
export function reopen(status: StoredProjectStatus): Transition {
  return isSubmitted(status) ? { status: 'draft' } : refused(TRANSITION_MESSAGES.reopenNotSubmitted);
}

