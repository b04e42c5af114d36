import type { ProjectStatus } from '../../schemas/projectTypes.ts';

/** Part 2 §4 Project status, as the screens write it. */
export const STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  draft: 'Draft',
  shared: 'Shared',
  submitted: 'Submitted',
  'submitted late': 'Submitted late',
  graded: 'Graded',
  'graded late': 'Graded late',
};

/** Submitted or graded: in the instructor's hands, so locked to its owner until reopened. */
export const isHandedIn = (status: ProjectStatus) => status !== 'draft' && status !== 'shared';
