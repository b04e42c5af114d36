import { Type } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { StatusOkSchema } from './authCalls.ts';

/** Part 1 §7 `add_course/`: self-enrolment (the /signup/{id} screen); the id is checked by the enrolment rules. */
export const enrolInCourse = defineCall({
  method: 'POST',
  path: 'add_course/',
  summary: 'Enrols the caller in a course open to self-enrolment (already enrolled or on the staff is fine too).',
  body: Type.Object({ course_id: Type.Optional(Type.String({ maxLength: 100 })) }),
  answer: Type.Object({ id: Type.String(), status: Type.String() }),
});

/** Part 1 §7 "Monitoring": the in-course keep-alive. */
export const refreshSession = defineCall({
  method: 'GET',
  path: 'refresh',
  summary: "Keep-alive: pushes the session's expiry forward (sent after 10 minutes of activity in a course).",
  /** Issue 21: where the user is active (a course they may read, else ignored); tracked as an 'active' event for time on task. */
  query: Type.Object(
    {
      course: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$' })),
      lesson: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$' })),
      page: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$' })),
    },
    { additionalProperties: false },
  ),
  answer: StatusOkSchema,
});
