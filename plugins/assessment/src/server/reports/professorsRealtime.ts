import { defineRealtimeHandler, jsonSchema } from '@lms/sdk';
import { professorsRoom } from './professorsRoom.ts';

interface CourseRef {
  courseId: string;
}

const courseRefSchema = jsonSchema<CourseRef>({
  type: 'object',
  required: ['courseId'],
  additionalProperties: false,
  properties: { courseId: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
});

/**
 * "assessment:join_professors": the course's professors' room, where the live
 * view's `progress` events go, for `course:professor` as a route would be:
 * instructors, assistants, site administrators.
 */
export const joinProfessorsHandler = defineRealtimeHandler({
  event: 'join_professors',
  // Decided by the kernel, which also takes the socket out of the room when the caller stops being a professor of the course.
  permission: 'course:professor',
  payload: courseRefSchema,
  async handler({ payload, joinRoom }) {
    await joinRoom(professorsRoom(payload.courseId));
    return { joined: true };
  },
});

/** "assessment:leave_professors": no more of the room's events (a screen that closes on a shared socket). */
export const leaveProfessorsHandler = defineRealtimeHandler({
  event: 'leave_professors',
  // Leaving a room grants nothing: any logged-in socket may leave its own rooms.
  permission: 'user',
  payload: courseRefSchema,
  async handler({ payload, leaveRoom }) {
    await leaveRoom(professorsRoom(payload.courseId));
    return { left: true };
  },
});
