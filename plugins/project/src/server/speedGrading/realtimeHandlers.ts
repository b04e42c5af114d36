import { coreServices, defineRealtimeHandler, jsonSchema } from '@lms/sdk';
import { speedGradingRoom } from './SpeedGradingEvents.ts';

interface GradersRef {
  courseId: string;
  componentId: string;
}

const gradersRefSchema = jsonSchema<GradersRef>({
  type: 'object',
  required: ['courseId', 'componentId'],
  additionalProperties: false,
  properties: { courseId: { type: 'string', pattern: '^[0-9a-f]{24}$' }, componentId: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
});

/**
 * "project:speed-grading-join": the saves of the component's other graders
 * ("project:grade-saved"). Professors only, as the speed grader itself; the
 * kernel takes the socket out of the room when their rights in the course end.
 */
export const joinSpeedGradingHandler = defineRealtimeHandler({
  event: 'speed-grading-join',
  permission: 'course:manage',
  payload: gradersRefSchema,
  deps: { components: coreServices.components },
  async handler({ payload, access, deps, joinRoom }) {
    // A project component of the course, or not-found.
    await deps.components.get(payload.courseId, payload.componentId, access, 'project');
    await joinRoom(speedGradingRoom(payload.courseId, payload.componentId));
    return { joined: true };
  },
});

/** "project:speed-grading-leave": no more saves of that component (the grader closed it). */
export const leaveSpeedGradingHandler = defineRealtimeHandler({
  event: 'speed-grading-leave',
  // Leaving grants nothing: any logged-in socket may leave its own rooms.
  permission: 'user',
  payload: gradersRefSchema,
  async handler({ payload, leaveRoom }) {
    await leaveRoom(speedGradingRoom(payload.courseId, payload.componentId));
    return { left: true };
  },
});
