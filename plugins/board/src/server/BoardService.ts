import { LmsError, type Clock, type CourseAccess, type SessionUser } from '@lms/sdk';
import type { BoardConfig } from '../schemas/boardConfig.ts';
import { BOARD_MESSAGES, THREAD_MESSAGES } from '../schemas/boardMessages.ts';
import { boardStatus } from '../schemas/boardStatus.ts';
import type { EditPostBody, NewPostBody } from '../schemas/postBodies.ts';
import type { BoardAnswer, ModerationAnswer } from '../calls/boardCalls.ts';
import type { ApiPost } from '../schemas/threadTypes.ts';
import { assertBoardOpen } from './boardDates.ts';
import type { FlagNotifier } from '@lms/sdk';
import type { BoardEvents } from './BoardEvents.ts';
import type { BoardSubmissions } from './BoardSubmissions.ts';
import { isModerator, type Caller } from './caller.ts';
import type { ComponentReader } from '@lms/sdk';
import type { BoardWriter, PostRow, Target } from './postRows.ts';
import { postView, seesPost, threadView, type Viewer } from '@lms/sdk';

interface Board {
  target: Target;
  title: string;
  config: BoardConfig;
}

/** Part 2 §4-§6 for boards: who may post, read, change and moderate what, and when. */
export class BoardService {
  constructor(
    private readonly writer: BoardWriter,
    private readonly submissions: BoardSubmissions,
    private readonly events: BoardEvents,
    private readonly flags: FlagNotifier,
    private readonly components: ComponentReader,
    private readonly clock: Clock,
  ) {}

  private async board(courseId: string, boardId: string, caller: { access: Caller['access'] }): Promise<Board> {
    const component = await this.components.get(courseId, boardId, caller.access, 'board').catch((error: unknown) => {
      if (error instanceof LmsError && error.errno === 'not-found') throw new LmsError('not-found', BOARD_MESSAGES.notFound);
      throw error;
    });
    return { target: { courseId, type: 'board', id: boardId }, title: component.title, config: component.config };
  }

  /**
   * The spec's `POST|DELETE submissions/{courseId}/board/{boardId}` (the caller)
   * and `PUT ... {student_id}` (a moderator, for a student; the route asks
   * course:manage): the submission is made in step with the student's live
   * posts. A non-student has none.
   */
  async resyncSubmission(courseId: string, boardId: string, caller: Caller, studentId: string | null): Promise<{ submitted: boolean }> {
    const board = await this.board(courseId, boardId, caller);
    return { submitted: await this.submissions.resync(board.target, studentId ?? caller.user.id) };
  }

  private viewer(caller: Caller): Viewer {
    return { id: caller.user.id, moderator: isModerator(caller.access) };
  }

  /** Moderators count as having posted (part 2 §6); students once they have a live post. */
  private async posted(board: Board, viewer: Viewer): Promise<boolean> {
    return viewer.moderator || (await this.writer.store.liveCount(board.target, viewer.id)) > 0;
  }

  /** A post of the board the caller may see, else not-found (requires_comment hides others' posts until one posts). */
  private async readable(board: Board, caller: Caller, postId: string): Promise<PostRow> {
    const row = await this.writer.store.find(board.target, postId);
    const viewer = this.viewer(caller);
    const hidden = !row || !seesPost(row, viewer) || (board.config.board.requires_comment && row.author_id !== viewer.id && !(await this.posted(board, viewer)));
    if (hidden) throw new LmsError('not-found', THREAD_MESSAGES.postNotFound);
    return row;
  }

  private assertMayChange(caller: Caller, row: PostRow): void {
    if (row.author_id !== caller.user.id && !isModerator(caller.access)) throw new LmsError('access-denied', THREAD_MESSAGES.notYours);
  }

  /** Moderators run the board at any time; everyone else posts, edits and deletes only while it is open. */
  private assertOpen(board: Board, caller: Caller): void {
    if (!isModerator(caller.access)) assertBoardOpen(board.config.board, this.clock.now());
  }

  private restricted(board: Board, row: PostRow): Promise<boolean> {
    return this.writer.store.underFlag(board.target, row);
  }


  /** Sent once the change and its submission are committed. */
  private async afterChange(board: Board, caller: Caller, event: Parameters<BoardEvents['changed']>[1], row: PostRow): Promise<ApiPost> {
    this.events.changed(board.target, event, row, await this.restricted(board, row));
    return postView(row, this.viewer(caller));
  }

  async read(courseId: string, boardId: string, caller: Caller): Promise<BoardAnswer> {
    const board = await this.board(courseId, boardId, caller);
    const viewer = this.viewer(caller);
    const rows = await this.writer.store.list(board.target);
    const posted = viewer.moderator || rows.some((row) => row.author_id === viewer.id && row.deleted_at === null);
    const onlyOwn = board.config.board.requires_comment && !posted;
    const posts = threadView(rows, viewer, onlyOwn);
    const status = boardStatus(board.config.board, this.clock.now());
    return {
      board: { _id: boardId, allow_images: board.config.allow_images, ...board.config.board, status },
      moderator: viewer.moderator,
      posted,
      can_post: viewer.moderator || status === 'open',
      hidden_count: onlyOwn ? threadView(rows, viewer).length - posts.length : 0,
      posts,
    };
  }

  /** A post or a reply; null when its text is empty (ignored, nothing saved). */
  async post(courseId: string, boardId: string, caller: Caller, body: NewPostBody): Promise<ApiPost | null> {
    const board = await this.board(courseId, boardId, caller);
    this.assertOpen(board, caller);
    const parent = body.parent_id ? await this.readable(board, caller, body.parent_id) : null;
    const row = await this.writer.create(board.target, caller, { message: body.message, parent, allowImages: board.config.allow_images }, this.submissions.alongside(board.target));
    if (!row) return null;
    const answer = await this.afterChange(board, caller, 'post', row);
    await this.writer.notify({ caller, post: row, parent, where: 'a discussion board', location: body.location });
    return answer;
  }

  /** An edit; an empty message marks the post deleted (part 2 §4). */
  async edit(courseId: string, boardId: string, caller: Caller, postId: string, body: EditPostBody): Promise<ApiPost> {
    const board = await this.board(courseId, boardId, caller);
    const row = await this.readable(board, caller, postId);
    this.assertMayChange(caller, row);
    this.assertOpen(board, caller);
    if (row.deleted_at !== null) throw new LmsError('conflict', 'This post is deleted; restore it first.');
    // A moderator's change to a student's post counts for that student.
    const edited = await this.writer.edit(caller, row, body.message, board.config.allow_images, this.submissions.alongside(board.target));
    if (edited.deleted_at !== null) return this.afterChange(board, caller, 'deleted', edited);
    const answer = await this.afterChange(board, caller, 'edited', edited);
    await this.writer.notify({ caller, post: edited, parent: null, previousText: row.raw_message, where: 'a discussion board', location: body.location });
    return answer;
  }

  async remove(courseId: string, boardId: string, caller: Caller, postId: string): Promise<ApiPost> {
    const board = await this.board(courseId, boardId, caller);
    const row = await this.readable(board, caller, postId);
    this.assertMayChange(caller, row);
    this.assertOpen(board, caller);
    if (row.deleted_at !== null) return postView(row, this.viewer(caller));
    return this.afterChange(board, caller, 'deleted', await this.writer.remove(row, this.submissions.alongside(board.target)));
  }

  async restore(courseId: string, boardId: string, caller: Caller, postId: string): Promise<ApiPost> {
    const board = await this.board(courseId, boardId, caller);
    const row = await this.readable(board, caller, postId);
    this.assertMayChange(caller, row);
    this.assertOpen(board, caller);
    if (row.deleted_at === null) return postView(row, this.viewer(caller));
    return this.afterChange(board, caller, 'undeleted', await this.writer.restore(row, this.submissions.alongside(board.target)));
  }

  /** Anyone who can read a post may flag it; only moderators un-flag (part 2 §6: their route says so). */
  async setFlag(courseId: string, boardId: string, caller: Caller, postId: string, flagged: boolean): Promise<ModerationAnswer> {
    const board = await this.board(courseId, boardId, caller);
    const row = await this.readable(board, caller, postId);
    const updated = await this.writer.store.update(row.id, flagged ? { flagged: true, flagged_by: caller.user.id } : { flagged: false, flagged_by: null });
    if (flagged) {
      this.events.flagged(board.target, updated);
      await this.flags.flagged(courseId, board.title ? `the discussion board "${board.title}"` : 'a discussion board', updated, caller.user);
    } else this.events.changed(board.target, 'unflagged', updated, await this.restricted(board, updated));
    const viewer = this.viewer(caller);
    return { message: flagged ? BOARD_MESSAGES.flagged : BOARD_MESSAGES.unflagged, post: seesPost(updated, viewer) ? postView(updated, viewer) : null };
  }

  /** Moderators only (their route says so). */
  async setPin(courseId: string, boardId: string, caller: Caller, postId: string, pinned: boolean): Promise<ModerationAnswer> {
    const board = await this.board(courseId, boardId, caller);
    const row = await this.readable(board, caller, postId);
    const updated = await this.writer.store.update(row.id, { pinned });
    this.events.changed(board.target, pinned ? 'pinned' : 'unpinned', updated, await this.restricted(board, updated));
    return { message: pinned ? BOARD_MESSAGES.pinned : BOARD_MESSAGES.unpinned, post: postView(updated, this.viewer(caller)) };
  }

  /** The realtime rooms a user with `access` to the course (the kernel decided it) may join for a board: the moderators' room for moderators. */
  async rooms(user: SessionUser, access: CourseAccess, courseId: string, boardId: string): Promise<{ board: Target; reads: boolean; moderator: boolean }> {
    const board = await this.board(courseId, boardId, { access });
    const viewer = { id: user.id, moderator: isModerator(access) };
    const reads = !board.config.board.requires_comment || (await this.posted(board, viewer));
    return { board: board.target, reads, moderator: viewer.moderator };
  }
}
