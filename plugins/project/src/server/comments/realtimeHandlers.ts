import { defineRealtimeHandler } from '@lms/sdk';
import { projectRefSchema } from '../../schemas/projectRef.ts';
import { commentModeratorsRoom, commentsRoom } from './CommentEvents.ts';
import { projectCommentsRef } from './services.ts';

/** "project:comments.join": live comments of a project the user may read (not-found otherwise); moderators also get flagged ones. */
export const joinCommentsHandler = defineRealtimeHandler({
  event: 'comments.join',
  // The kernel decides course access (holds included) and takes the socket out of these rooms when it ends.
  permission: 'course:view',
  payload: projectRefSchema,
  deps: { comments: projectCommentsRef },
  async handler({ user, access, payload, deps, joinRoom }) {
    const { place, moderator } = await deps.comments.rooms(user, access!, payload.courseId, payload.projectId);
    await joinRoom(commentsRoom(place));
    if (moderator) await joinRoom(commentModeratorsRoom(place));
    return { moderator };
  },
});

/** "project:comments.leave": no more comment events of the project. */
export const leaveCommentsHandler = defineRealtimeHandler({
  event: 'comments.leave',
  // Leaving a room grants nothing: any logged-in socket may leave its own rooms.
  permission: 'user',
  payload: projectRefSchema,
  async handler({ payload, leaveRoom }) {
    const place = { courseId: payload.courseId, projectId: payload.projectId };
    await leaveRoom(commentsRoom(place));
    await leaveRoom(commentModeratorsRoom(place));
    return { left: true };
  },
});
