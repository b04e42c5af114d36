import type { RealtimeEmitter } from '@lms/sdk';
import { PROJECT_EVENTS, projectRoom, type ProjectChangedEvent } from '../../schemas/projectTypes.ts';

/** Tells every open screen of a project that it changed (after the write commits), so it reloads. */
export class ProjectEvents {
  constructor(private readonly realtime: RealtimeEmitter) {}

  changed(projectId: string, revision: number): void {
    this.realtime.emit(projectRoom(projectId), PROJECT_EVENTS.changed, { projectId, revision } satisfies ProjectChangedEvent);
  }

  deleted(projectId: string): void {
    this.realtime.emit(projectRoom(projectId), PROJECT_EVENTS.deleted, { projectId });
  }
}
