import type { FieldError, Knex } from '@lms/sdk';
import { PROJECT_COMPONENT_MESSAGES } from '../../rules/projectComponentRules.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';

export const ARCHIVED_RUBRIC = 'This rubric is archived: choose another one.';

/**
 * A project's rubric must be one of its course's rubrics, not archived (one
 * the stored config already named may stay), and the config's
 * rubric_total_points (the ledger's max score) its total points. With
 * `lock`, the rubric's row is locked (shared) in `db`, a save's transaction,
 * until it ends: a rubric save waits for it (see RubricService.update).
 */
export async function rubricReferenceErrors(db: Knex, courseId: string, config: ProjectConfig, previous: ProjectConfig | null, lock = false): Promise<FieldError[]> {
  const rubricId = config.project.rubric_id;
  if (rubricId === null) return [];
  const query = db('project_rubrics').where({ id: rubricId, course_id: courseId }).first('archived', 'total_points');
  const rubric = (await (lock ? query.forShare() : query)) as
    | { archived: boolean; total_points: number | string }
    | undefined;
  if (!rubric) return [{ field: 'project/rubric_id', message: PROJECT_COMPONENT_MESSAGES.rubricNotFound }];
  if (rubric.archived && previous?.project.rubric_id !== rubricId) return [{ field: 'project/rubric_id', message: ARCHIVED_RUBRIC }];
  if (config.project.rubric && Number(rubric.total_points) !== config.project.rubric_total_points) {
    return [{ field: 'project/rubric_total_points', message: PROJECT_COMPONENT_MESSAGES.rubricPoints }];
  }
  return [];
}
