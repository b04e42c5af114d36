import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { ID_PATTERN } from '../ids.ts';

/** Most students one call removes (a whole large section at once). */
export const MAX_UNENROL = 5000;

export const UNENROL_MESSAGES = {
  courseId: 'courseId must be a course id (24 hexadecimal characters).',
  students: 'students must list the ids of the students to remove.',
  noStudents: 'Select at least one student to remove.',
  tooMany: `At most ${MAX_UNENROL} students can be removed at once.`,
  studentId: 'Each student must be a user id (24 hexadecimal characters).',
} as const;

/**
 * Part 3 §3 "Student roster entry". `name` and `surname` are the first and last
 * name as registration calls them (`register/` takes name and surname);
 * `fullname` is both, as people read it.
 */
export const RosterEntrySchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  surname: Type.String(),
  fullname: Type.String(),
  enrolled: Type.Object({ days_since: Type.Integer() }),
  /** The account came from an LTI platform (it carries the platform's user id). */
  lti: Type.Boolean(),
});
export type RosterEntry = Static<typeof RosterEntrySchema>;

/** The course roster (part 3 §3 "Student roster entry", §6). */
export const getRoster = defineCall({
  method: 'GET',
  path: 'roster/:courseId/',
  summary: "The course's students (never its instructors or assistants), by last name then first name.",
  answer: Type.Object({ students: Type.Array(RosterEntrySchema) }),
});

/** Part 3 §7 Gradebook `POST unenroll_student/`: payload courseId, students. */
export const unenrolStudents = defineCall({
  method: 'POST',
  path: 'unenroll_student/',
  summary: 'Removes students from a course (never its staff); needs manager rights in that course.',
  body: Type.Object(
    {
      courseId: Type.String({ pattern: ID_PATTERN, errorMessage: UNENROL_MESSAGES.courseId }),
      students: Type.Array(Type.String({ pattern: ID_PATTERN, errorMessage: UNENROL_MESSAGES.studentId }), {
        minItems: 1,
        maxItems: MAX_UNENROL,
        errorMessage: { type: UNENROL_MESSAGES.students, minItems: UNENROL_MESSAGES.noStudents, maxItems: UNENROL_MESSAGES.tooMany },
      }),
    },
    { errorMessage: { required: { courseId: UNENROL_MESSAGES.courseId, students: UNENROL_MESSAGES.students } } },
  ),
  answer: Type.Object({ removed: Type.Integer() }),
});
