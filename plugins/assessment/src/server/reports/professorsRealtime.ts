import { coreServices, defineRealtimeHandler, jsonSchema, LmsError } from '@lms/sdk';
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
 * view's `progress` events go. Decided by the kernel's permission service, as
 * a `course:professor` route is: instructors, assistants, site administrators.
 */
export const joinProfessorsHandler = defineRealtimeHandler({
  event: 'join_professors',
  payload: courseRefSchema,
  deps: { permissions: coreServices.permissions },
  async handler({ user, payload, deps, joinRoom }) {
    const access = await deps.permissions.courseAccess(user, payload.courseId);
    if (!access?.professor) throw new LmsError('access-denied');
    await joinRoom(professorsRoom(payload.courseId));
    return { joined: true };
  },
});

/** "assessment:leave_professors": no more of the room's events (a screen that closes on a shared socket). */
export const leaveProfessorsHandler = defineRealtimeHandler({
  event: 'leave_professors',
  payload: courseRefSchema,
  async handler({ payload, leaveRoom }) {
    await leaveRoom(professorsRoom(payload.courseId));
    return { left: true };
  },
});
