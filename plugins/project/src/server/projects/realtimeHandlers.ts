import { defineRealtimeHandler } from '@lms/sdk';
import { projectRefSchema } from '../../schemas/projectRef.ts';
import { projectRoom } from '../../schemas/projectTypes.ts';
import { projectReadsRef } from './services.ts';

/** "project:join": live changes of a project its reader may read now (owner, professors, classmates while it is shared). */
export const joinProjectHandler = defineRealtimeHandler({
  event: 'join',
  // The kernel decides course access (holds included) and takes the socket out of these rooms when it ends.
  permission: 'course:view',
  payload: projectRefSchema,
  deps: { reads: projectReadsRef },
  async handler({ user, access, payload, deps, joinRoom }) {
    const { mode } = await deps.reads.readable(payload.courseId, payload.projectId, { user: user!, access: access! });
    await joinRoom(projectRoom(payload.projectId));
    return { mode };
  },
});

/** "project:leave": no more events of the project. */
export const leaveProjectHandler = defineRealtimeHandler({
  event: 'leave',
  // Leaving a room grants nothing: any logged-in socket may leave its own rooms.
  permission: 'user',
  payload: projectRefSchema,
  async handler({ payload, leaveRoom }) {
    await leaveRoom(projectRoom(payload.projectId));
    return { left: true };
  },
});
