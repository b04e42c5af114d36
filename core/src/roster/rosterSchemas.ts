import { jsonSchema } from '../contract/jsonSchema.ts';
import { ID_PATTERN } from '../ids/newId.ts';

/** Most students one call removes (a whole large section at once). */
export const MAX_UNENROL = 5000;

export const UNENROL_MESSAGES = {
  courseId: 'courseId must be a course id (24 hexadecimal characters).',
  students: 'students must list the ids of the students to remove.',
  noStudents: 'Select at least one student to remove.',
  tooMany: `At most ${MAX_UNENROL} students can be removed at once.`,
  studentId: 'Each student must be a user id (24 hexadecimal characters).',
} as const;

export interface UnenrolBody {
  courseId: string;
  students: string[];
}

/** Part 3 §7 Gradebook `POST unenroll_student/`: payload courseId, students. */
export const unenrolSchema = jsonSchema<UnenrolBody>({
  type: 'object',
  required: ['courseId', 'students'],
  properties: {
    courseId: { type: 'string', pattern: ID_PATTERN, errorMessage: UNENROL_MESSAGES.courseId },
    students: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_UNENROL,
      items: { type: 'string', pattern: ID_PATTERN, errorMessage: UNENROL_MESSAGES.studentId },
      errorMessage: { type: UNENROL_MESSAGES.students, minItems: UNENROL_MESSAGES.noStudents, maxItems: UNENROL_MESSAGES.tooMany },
    },
  },
  errorMessage: { required: { courseId: UNENROL_MESSAGES.courseId, students: UNENROL_MESSAGES.students } },
});
