import type { ComponentType } from 'react';
import type { GradeDraft, GradeTarget } from './gradeDraft.ts';
import { RubricTab } from './RubricTab.tsx';
import { UserCommentsTab } from './UserCommentsTab.tsx';

/** What every tab of the grader's right panel gets: the student being graded and the form's draft. */
export interface GraderTabProps {
  target: GradeTarget;
  draft: GradeDraft;
  change(update: Partial<GradeDraft>): void;
  useRubric: boolean;
  setUseRubric(useRubric: boolean): void;
}

export interface GraderPanelTab {
  /** Part 2 §2 names the tabs rubric and user-comments. */
  id: 'rubric' | 'user-comments';
  label: string;
  Panel: ComponentType<GraderTabProps>;
}

/** The right panel's tabs, in order (part 2 §2: rubric and user-comments). */
export const GRADER_PANEL_TABS: readonly GraderPanelTab[] = [
  { id: 'rubric', label: 'Rubric', Panel: RubricTab },
  { id: 'user-comments', label: 'Comments', Panel: UserCommentsTab },
];
