import type { ComponentType } from 'react';
import type { GradeDraft, GradeTarget } from './gradeDraft.ts';
import { RubricTab } from './RubricTab.tsx';

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

/**
 * The right panel's tabs, in order. The user-comments tab (the project's
 * comments, src/web/comments) joins with one entry here:
 * `{ id: 'user-comments', label: 'Comments', Panel: ... }`.
 */
export const GRADER_PANEL_TABS: readonly GraderPanelTab[] = [{ id: 'rubric', label: 'Rubric', Panel: RubricTab }];
