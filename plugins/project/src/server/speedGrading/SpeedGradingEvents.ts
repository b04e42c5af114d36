import type { RealtimeEmitter } from '@lms/sdk';
import type { ApiGrade, ProjectStatus } from '../../schemas/projectTypes.ts';

/**
 * The graders of one project component in one course (professors only may
 * join, realtimeHandlers.ts). The course is in the name: a component placed in
 * two courses has two sets of graders who must not see each other's students.
 */
export const speedGradingRoom = (courseId: string, componentId: string) => `speed-grading:${componentId}:${courseId}`;

/** What another grader's screen hears after a save commits (on the wire "project:grade-saved"). */
export interface GradeSavedEvent {
  course_id: string;
  component_id: string;
  student_id: string;
  project_id: string;
  status: ProjectStatus;
  grade: ApiGrade;
  graded_by: string;
}

export class SpeedGradingEvents {
  constructor(private readonly realtime: RealtimeEmitter) {}

  gradeSaved(event: GradeSavedEvent): void {
    this.realtime.emit(speedGradingRoom(event.course_id, event.component_id), 'grade-saved', event);
  }
}
