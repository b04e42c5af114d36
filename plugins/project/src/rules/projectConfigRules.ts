import type { ProjectConfig } from '../schemas/projectConfig.ts';

/** Part 2 §5 "Component save", quoted exactly. */
export const PROJECT_CONFIG_MESSAGES = {
  rubricOrMaxScore: 'All projects must have either a Rubric or a designated Max Score. Please go to the Rubric Builder to choose one of these options.',
  commentsMaxScore: 'Graded comments must have a max score associated with it',
} as const;

/** One broken rule: its path inside the config (slashes, as a failed save names it) and the message. */
export interface ProjectConfigProblem {
  path: string;
  message: string;
}

const hasScore = (score: number | null) => score !== null && score > 0;

/**
 * The project component's save rules (part 2 §5), one function for the
 * server's save and the Editor: a graded project has a rubric (chosen) or a
 * max score above 0, never both; graded comments have a max score above 0.
 */
export function projectConfigProblems(config: ProjectConfig): ProjectConfigProblem[] {
  const problems: ProjectConfigProblem[] = [];
  const { project } = config;
  if (project.graded) {
    const withRubric = project.rubric && project.rubric_id !== null;
    if (project.rubric && project.max_score !== null) problems.push({ path: 'project/max_score', message: PROJECT_CONFIG_MESSAGES.rubricOrMaxScore });
    else if (project.rubric && !withRubric) problems.push({ path: 'project/rubric_id', message: PROJECT_CONFIG_MESSAGES.rubricOrMaxScore });
    else if (!withRubric && !hasScore(project.max_score)) problems.push({ path: 'project/max_score', message: PROJECT_CONFIG_MESSAGES.rubricOrMaxScore });
  }
  const comments = config.comments_comp.comments;
  if (comments.graded && !hasScore(comments.max_score)) problems.push({ path: 'comments_comp/comments/max_score', message: PROJECT_CONFIG_MESSAGES.commentsMaxScore });
  return problems;
}
