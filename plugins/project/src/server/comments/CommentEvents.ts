import { postView, withAuthors, type PeopleDirectory, type RealtimeEmitter } from '@lms/sdk';
import { COMMENT_EVENT_PREFIX, type CommentEventKind } from '../../schemas/commentEvents.ts';
import type { CommentRow, ProjectPlace } from './commentRows.ts';

/** Everyone who may read the project's comments. */
export const commentsRoom = (place: ProjectPlace) => `project:${place.projectId}:comments`;
/** Its moderators, who also get what only they may see: flagged comments. */
export const commentModeratorsRoom = (place: ProjectPlace) => `${commentsRoom(place)}:moderators`;

const MODERATOR = { id: '', moderator: true };

/**
 * Live comment events (on the wire "project:comment.<kind>", payload
 * `{ projectId, comment }` or, for hidden, `{ projectId, commentId }`). A
 * comment that is flagged, or answers a flagged one, goes to moderators only.
 */
export class CommentEvents {
  constructor(
    private readonly realtime: RealtimeEmitter,
    private readonly people: PeopleDirectory,
  ) {}

  private async send(room: string, kind: CommentEventKind, place: ProjectPlace, row: CommentRow, moderator: boolean): Promise<void> {
    const [comment] = await withAuthors([postView(row, moderator ? MODERATOR : null)], this.people);
    this.realtime.emit(room, COMMENT_EVENT_PREFIX + kind, { projectId: place.projectId, comment });
  }

  async changed(place: ProjectPlace, kind: CommentEventKind, row: CommentRow, restricted: boolean): Promise<void> {
    if (restricted) await this.send(commentModeratorsRoom(place), kind, place, row, true);
    else await this.send(commentsRoom(place), kind, place, row, false);
  }

  /** Moderators get the flagged comment; everyone else is told to drop it. */
  async flagged(place: ProjectPlace, row: CommentRow): Promise<void> {
    await this.send(commentModeratorsRoom(place), 'flagged', place, row, true);
    this.realtime.emit(commentsRoom(place), `${COMMENT_EVENT_PREFIX}hidden`, { projectId: place.projectId, commentId: row.id });
  }
}
