import type { ProjectConfig } from '../schemas/projectConfig.ts';

/** Part 2 §5 "Component save", quoted exactly; the both-at-once message is ours (the spec says only that they exclude each other). */
export const PROJECT_CONFIG_MESSAGES = {
  rubricOrMaxScore: 'All projects must have either a Rubric or a designated Max Score. Please go to the Rubric Builder to choose one of these options.',
  rubricAndMaxScore: 'A project is graded with a rubric or a max score, not both.',
  commentsMaxScore: 'Graded comments must have a max score associated with it',
} as const;

/** One broken rule: its path inside the config (slashes, as a failed save names it) and the message. */
export interface ProjectConfigProblem {
  path: string;
  message: string;
}

const hasScore = (score: number | null) => score !== null && score > 0;

/**
 * The project component's save rules (part 2 §5) that compare fields, for the
 * Editor as the author types and the server's save (the same rules as the
 * projects room's projectConfigErrors): a project with a rubric has no max
 * score; a graded project has a chosen rubric or a max score above 0; graded
 * comments have a max score above 0.
 */
export function projectConfigProblems(config: ProjectConfig): ProjectConfigProblem[] {
  const problems: ProjectConfigProblem[] = [];
  const { project } = config;
  const usesRubric = project.rubric || project.rubric_id !== null;
  if (usesRubric && project.max_score !== null) problems.push({ path: 'project/max_score', message: PROJECT_CONFIG_MESSAGES.rubricAndMaxScore });
  else if (project.graded && !(project.rubric && project.rubric_id !== null) && !hasScore(project.max_score)) {
    problems.push({ path: project.rubric ? 'project/rubric_id' : 'project/max_score', message: PROJECT_CONFIG_MESSAGES.rubricOrMaxScore });
  }
  const comments = config.comments_comp.comments;
  if (comments.graded && !hasScore(comments.max_score)) problems.push({ path: 'comments_comp/comments/max_score', message: PROJECT_CONFIG_MESSAGES.commentsMaxScore });
  return problems;
}
