import type { ComponentType } from 'react';
import type { ApiComponent } from '@lms/sdk/web';
import type { ProjectAnswer } from '../../calls/projectCalls.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import { GradeDetailTab } from './GradeDetailTab.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { InstructionsTab } from './InstructionsTab.tsx';
import ProjectCommentsPanel from '../comments/ProjectCommentsPanel.tsx';
import type { ProjectWrites } from './useProjectWrites.ts';

/** What every tab of the project screen's right panel gets; a tab takes only what it needs (the comments panel: courseId, projectId, componentId). */
export interface ProjectPanelProps {
  courseId: string;
  lessonId: string;
  pageId: string;
  componentId: string;
  projectId: string;
  answer: ProjectAnswer;
  component: ApiComponent<ProjectConfig> | undefined;
  writes: ProjectWrites;
  /** The owner may change the project now (myProjectView and not locked). */
  canEdit: boolean;
}

export type ProjectPanelTabKey = 'instructions' | 'comments' | 'history' | 'grade';

export interface ProjectPanelTab {
  key: ProjectPanelTabKey;
  label: string;
  Panel: ComponentType<ProjectPanelProps>;
  /** Whether the tab applies to this project and reader (the grade detail needs a grade). */
  shows?(props: ProjectPanelProps): boolean;
}

/** Part 2 §2: the right panel's tabs, in order. */
export const PROJECT_PANEL_TABS: readonly ProjectPanelTab[] = [
  { key: 'instructions', label: 'Instructions', Panel: InstructionsTab },
  { key: 'comments', label: 'Comments', Panel: ProjectCommentsPanel },
  { key: 'history', label: 'History', Panel: HistoryTab },
  { key: 'grade', label: 'Grade detail', Panel: GradeDetailTab, shows: ({ answer }) => answer.grade !== null },
];
