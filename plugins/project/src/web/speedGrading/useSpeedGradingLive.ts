import { useEffect } from 'react';
import { useRealtime } from '@lms/sdk/web';
import { getGradingQueue, getGradingSubmission } from '../../calls/speedGradingCalls.ts';
import type { ApiGrade, ProjectStatus } from '../../schemas/projectTypes.ts';
import { useCallCache } from './serverData.ts';

/**
 * The realtime names the server side declares (src/server/speedGrading/realtimeHandlers.ts,
 * SpeedGradingEvents.ts): graders of a component join its room and hear each save.
 */
const JOIN = 'speed-grading-join';
const LEAVE = 'speed-grading-leave';
const GRADE_SAVED = 'grade-saved';

/** The part of "project:grade-saved" the grader's screen uses. */
interface GradeSaved {
  course_id: string;
  component_id: string;
  student_id: string;
  status: ProjectStatus;
  grade: ApiGrade;
}

function readGradeSaved(payload: unknown): GradeSaved | null {
  const value = payload as Partial<GradeSaved> | null;
  const ok = typeof value?.course_id === 'string' && typeof value.component_id === 'string' && typeof value.student_id === 'string' && typeof value.grade?.revision === 'number';
  return ok ? (value as GradeSaved) : null;
}

/**
 * Another grader's saves, live: the saved grade goes into the cached
 * submission (the open form then shows it, or asks when it has changes of its
 * own) and the student counts as graded in the list.
 */
export function useSpeedGradingLive(courseId: string, componentId: string): void {
  const cache = useCallCache();
  const { send } = useRealtime({
    plugin: 'project',
    join: { event: JOIN, payload: { courseId, componentId } },
    onEvent(event, payload) {
      const saved = event === GRADE_SAVED ? readGradeSaved(payload) : null;
      if (!saved || saved.course_id !== courseId || saved.component_id !== componentId) return;
      cache.set(getGradingSubmission, { params: { courseId, componentId, studentId: saved.student_id } }, (current) =>
        current && (current.grade?.revision ?? 0) < saved.grade.revision ? { ...current, grade: saved.grade, project: { ...current.project, status: saved.status } } : current,
      );
      cache.set(getGradingQueue, { params: { courseId, componentId } }, (queue) =>
        queue && { ...queue, entries: queue.entries.map((entry) => (entry.student_id === saved.student_id ? { ...entry, graded: true, status: saved.status } : entry)) },
      );
    },
    // Saves may have been missed while the connection was down: read again.
    onReconnect() {
      void cache.invalidate(getGradingQueue, { params: { courseId, componentId } });
      void cache.invalidate(getGradingSubmission);
    },
  });
  // Leaving the screen leaves the room too (the tab's socket may stay open for other views).
  useEffect(() => () => void send(LEAVE, { courseId, componentId }).catch(() => undefined), [send, courseId, componentId]);
}
