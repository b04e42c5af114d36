import type { CourseAccess } from '../contract/permissions.ts';
import { jsonSchema } from '../contract/jsonSchema.ts';

export interface DeliveryQuery {
  as?: 'student';
}

/** `?as=student`: a professor previews the course exactly as a student sees it (part 2 §4 Visibility). */
export const deliveryQuerySchema = jsonSchema<DeliveryQuery>({
  type: 'object',
  properties: { as: { enum: ['student'] } },
});

/** The rights the read is filtered by: a professor viewing as a student loses professor visibility. */
export function viewAs(access: CourseAccess | null, query: DeliveryQuery): CourseAccess | null {
  if (!access || query.as !== 'student' || !access.professor) return access;
  return { ...access, professor: false, manage: false, edit: false, student: true };
}
