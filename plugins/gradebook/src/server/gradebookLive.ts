import { coreServices, defineRealtimeHandler, defineStartCheck, jsonSchema, type GradeChange, type GradeLedger, type RealtimeEmitter } from '@lms/sdk';

/** The instructors watching a course's gradebook. */
export const gradebookRoom = (courseId: string) => `gradebook:${courseId}`;

/** Wire event "gradebook:changed" (the kernel prefixes the plugin id). */
export const CHANGED_EVENT = 'changed';

/**
 * Forwards every committed grade change of the ledger to the watchers of its
 * course: `{ courseId, userIds, activityIds }` ('all' for every student or
 * activity); the screen refetches those rows. Emitted through the kernel's
 * realtime adapter, so watchers on every node hear a change made on any node.
 */
export function forwardGradeChanges(ledger: GradeLedger, realtime: RealtimeEmitter): () => void {
  return ledger.onChange((change: GradeChange) => {
    realtime.emit(gradebookRoom(change.courseId), CHANGED_EVENT, { courseId: change.courseId, userIds: change.userIds, activityIds: change.activityIds });
  });
}

/*
 * A start check is the kernel's one start-up hook: the gradebook starts
 * listening to the ledger before the first request, for the life of the process.
 */
export const gradebookLiveStart = defineStartCheck({
  deps: { grading: coreServices.grading, realtime: coreServices.realtime },
  run: ({ deps }) => {
    forwardGradeChanges(deps.grading, deps.realtime);
  },
});

const watchSchema = jsonSchema<{ courseId: string }>({
  type: 'object',
  required: ['courseId'],
  additionalProperties: false,
  properties: { courseId: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
});

/** "gradebook:watch": an instructor's gradebook screen hears of every grade change of the course. */
export const watchGradebookHandler = defineRealtimeHandler({
  event: 'watch',
  permission: 'course:professor',
  payload: watchSchema,
  async handler({ payload, joinRoom }) {
    await joinRoom(gradebookRoom(payload.courseId));
    return { watching: true };
  },
});

/** "gradebook:unwatch": the screen closed (a shared socket stays open). */
export const unwatchGradebookHandler = defineRealtimeHandler({
  event: 'unwatch',
  // Leaving a room grants nothing: any logged-in socket may leave its own rooms.
  permission: 'user',
  payload: watchSchema,
  async handler({ payload, leaveRoom }) {
    await leaveRoom(gradebookRoom(payload.courseId));
    return { watching: false };
  },
});
