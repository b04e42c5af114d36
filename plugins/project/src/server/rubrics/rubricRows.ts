import type { ApiRubric, RubricCriterion } from '../../schemas/rubricTypes.ts';

/** A project_rubrics row as the database answers it (decimals may come back as strings). */
export interface RubricRow {
  id: string;
  course_id: string;
  owner_id: string;
  title: string;
  description: string;
  criteria: RubricCriterion[];
  total_points: number | string;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
  revision: number;
}

/** What the answer adds to a row: its owner's name and how much uses it. */
export interface RubricExtras {
  ownerName: string;
  usedBy: number;
  graded: number;
}

export function toApiRubric(row: RubricRow, extras: RubricExtras): ApiRubric {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    criteria: row.criteria,
    total_points: Number(row.total_points),
    archived: row.archived,
    owned_by: row.owner_id,
    owner_name: extras.ownerName,
    course_id: row.course_id,
    updated_at: new Date(row.updated_at).toISOString(),
    revision: row.revision,
    used_by: extras.usedBy,
    graded: extras.graded,
  };
}
