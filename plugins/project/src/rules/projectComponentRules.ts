import type { FieldError } from '@lms/sdk';
import type { ProjectConfig } from '../schemas/projectConfig.ts';

/** Part 2 §5 "Component save" for projects, quoted exactly. */
export const PROJECT_COMPONENT_MESSAGES = {
  rubricOrMaxScore: 'All projects must have either a Rubric or a designated Max Score. Please go to the Rubric Builder to choose one of these options.',
  rubricAndMaxScore: 'A project is graded with a rubric or a max score, not both.',
  gradedComments: 'Graded comments must have a max score associated with it',
  wholePage: 'Project must take entire page to load.',
  rubricNotFound: 'Could not load the Rubric.',
  rubricPoints: "The rubric's points have changed: choose the rubric again.",
} as const;

/**
 * The save rules a JSON Schema cannot say (they compare fields): a graded
 * project has a rubric or a max score, never both; graded comments have a max
 * score. Paths are inside the config.
 */
export function projectConfigErrors(config: ProjectConfig): FieldError[] {
  const errors: FieldError[] = [];
  const { project } = config;
  const usesRubric = project.rubric || project.rubric_id !== null;
  const hasMaxScore = project.max_score !== null && project.max_score > 0;
  if (usesRubric && project.max_score !== null) errors.push({ field: 'project/max_score', message: PROJECT_COMPONENT_MESSAGES.rubricAndMaxScore });
  else if (project.graded && !(project.rubric && project.rubric_id !== null) && !hasMaxScore) {
    errors.push({ field: project.rubric ? 'project/rubric_id' : 'project/max_score', message: PROJECT_COMPONENT_MESSAGES.rubricOrMaxScore });
  }
  const comments = config.comments_comp.comments;
  if (comments.graded && !(comments.max_score !== null && comments.max_score > 0)) {
    errors.push({ field: 'comments_comp/comments/max_score', message: PROJECT_COMPONENT_MESSAGES.gradedComments });
  }
  return errors;
}

/** The project's max score in the ledger: the rubric's total when it grades with one, else its max score. */
export function projectMaxScore(config: ProjectConfig): number {
  if (config.project.rubric) return config.project.rubric_total_points ?? 0;
  return config.project.max_score ?? 0;
}
