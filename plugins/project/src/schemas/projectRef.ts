import { jsonSchema } from '@lms/sdk';

/** What a socket names to join or leave a project's live rooms (the project's and its comments'). */
export interface ProjectRef {
  courseId: string;
  projectId: string;
}

export const projectRefSchema = jsonSchema<ProjectRef>({
  type: 'object',
  required: ['courseId', 'projectId'],
  additionalProperties: false,
  properties: { courseId: { type: 'string', pattern: '^[0-9a-f]{24}$' }, projectId: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
});
