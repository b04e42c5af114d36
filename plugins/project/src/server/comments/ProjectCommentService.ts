import {
  isModerator,
  LmsError,
  MODERATION_MESSAGES,
  postView,
  seesPost,
  THREAD_MESSAGES,
  threadView,
  withAuthors,
  type AlongsidePost,
  type ComponentReader,
  type CourseAccess,
  type FlagNotifier,
  type PeopleDirectory,
  type SessionUser,
  type ThreadCaller,
  type Viewer,
} from '@lms/sdk';
import type { ApiComment } from '@lms/sdk/calls';
import type { CommentModerationAnswer, ProjectCommentsAnswer } from '../../calls/commentCalls.ts';
import type { CommentEventKind } from '../../schemas/commentEvents.ts';
import type { CommentEvents } from './CommentEvents.ts';
import type { CommentRow, CommentWriter, ProjectPlace } from './commentRows.ts';
import type { CommentSubmissions } from './CommentSubmissions.ts';
import type { CommentedProject, ProjectLookup } from './ProjectLookup.ts';

interface NewComment {
  message: string;
  parent_id?: string | null;
}

/**
 * Comments on a project (part 2 §3 "Comment", §5, §6): the board's model on
 * project_comments. Read and written by whoever may read the project (its
 * owner, professors, classmates while it is shared); moderated (flag, pin,
 * anyone's edit and delete) by professors with manager rights.
 */
export class ProjectCommentService {
  constructor(
    private readonly writer: CommentWriter,
    private readonly projects: ProjectLookup,
    private readonly submissions: CommentSubmissions,
    private readonly events: CommentEvents,
    private readonly flags: FlagNotifier,
    private readonly components: ComponentReader,
    private readonly people: PeopleDirectory,
  ) {}

  private viewer(caller: Pick<ThreadCaller, 'user' | 'access'>): Viewer {
    return { id: caller.user.id, moderator: isModerator(caller.access) };
  }

  private project(courseId: string, projectId: string, caller: Pick<ThreadCaller, 'user' | 'access'>): Promise<CommentedProject> {
    return this.projects.readable(courseId, projectId, caller);
  }

  /** A comment of the project the caller may see, else not-found (a flagged one is for moderators and its author). */
  private async readable(project: CommentedProject, caller: ThreadCaller, commentId: string): Promise<CommentRow> {
    const row = await this.writer.store.find(project.place, commentId);
    if (!row || !seesPost(row, this.viewer(caller))) throw new LmsError('not-found', THREAD_MESSAGES.postNotFound);
    return row;
  }

  private assertMayChange(caller: ThreadCaller, row: CommentRow): void {
    if (row.author_id !== caller.user.id && !isModerator(caller.access)) throw new LmsError('access-denied', THREAD_MESSAGES.notYours);
  }

  private restricted(place: ProjectPlace, row: CommentRow): Promise<boolean> {
    return this.writer.store.underFlag(place, row);
  }


  private async answer(row: CommentRow, caller: ThreadCaller): Promise<ApiComment> {
    const [comment] = await withAuthors([postView(row, this.viewer(caller))], this.people);
    return comment!;
  }

  /** Sent once the change (and the commenter's record) is committed. */
  private async afterChange(project: CommentedProject, caller: ThreadCaller, kind: CommentEventKind, row: CommentRow): Promise<ApiComment> {
    await this.events.changed(project.place, kind, row, await this.restricted(project.place, row));
    return this.answer(row, caller);
  }

  /** The students' records of commenting follow their comments when the component's comments are graded. */
  private async alongside(project: CommentedProject, access: CourseAccess): Promise<AlongsidePost<CommentRow> | undefined> {
    const component = await this.components.get(project.place.courseId, project.componentId, access, 'project');
    return component.config.comments_comp.comments.graded ? this.submissions.alongside(project.componentId) : undefined;
  }

  async read(courseId: string, projectId: string, caller: ThreadCaller): Promise<ProjectCommentsAnswer> {
    const project = await this.project(courseId, projectId, caller);
    const component = await this.components.get(courseId, project.componentId, caller.access, 'project');
    const viewer = this.viewer(caller);
    const rows = await this.writer.store.list(project.place);
    return {
      moderator: viewer.moderator,
      graded: component.config.comments_comp.comments.graded,
      comments: await withAuthors(threadView(rows, viewer), this.people),
    };
  }

  /** A comment or a reply; null when its text is empty (ignored, nothing saved). */
  async comment(courseId: string, projectId: string, caller: ThreadCaller, body: NewComment): Promise<ApiComment | null> {
    const project = await this.project(courseId, projectId, caller);
    const parent = body.parent_id ? await this.readable(project, caller, body.parent_id) : null;
    const alongside = await this.alongside(project, caller.access);
    const row = await this.writer.create(project.place, caller, { message: body.message, parent, allowImages: false }, alongside);
    if (!row) return null;
    const answer = await this.afterChange(project, caller, 'post', row);
    await this.writer.notify({ caller, post: row, parent, where: 'the comments of a project', location: project.address });
    return answer;
  }

  /** An edit; an empty message marks the comment deleted. */
  async edit(courseId: string, projectId: string, caller: ThreadCaller, commentId: string, body: NewComment): Promise<ApiComment> {
    const project = await this.project(courseId, projectId, caller);
    const row = await this.readable(project, caller, commentId);
    this.assertMayChange(caller, row);
    if (row.deleted_at !== null) throw new LmsError('conflict', 'This comment is deleted; restore it first.');
    const edited = await this.writer.edit(caller, row, body.message, false, await this.alongside(project, caller.access));
    if (edited.deleted_at !== null) return this.afterChange(project, caller, 'deleted', edited);
    const answer = await this.afterChange(project, caller, 'edited', edited);
    await this.writer.notify({ caller, post: edited, parent: null, previousText: row.raw_message, where: 'the comments of a project', location: project.address });
    return answer;
  }

  async remove(courseId: string, projectId: string, caller: ThreadCaller, commentId: string): Promise<ApiComment> {
    const project = await this.project(courseId, projectId, caller);
    const row = await this.readable(project, caller, commentId);
    this.assertMayChange(caller, row);
    if (row.deleted_at !== null) return this.answer(row, caller);
    return this.afterChange(project, caller, 'deleted', await this.writer.remove(row, await this.alongside(project, caller.access)));
  }

  async restore(courseId: string, projectId: string, caller: ThreadCaller, commentId: string): Promise<ApiComment> {
    const project = await this.project(courseId, projectId, caller);
    const row = await this.readable(project, caller, commentId);
    this.assertMayChange(caller, row);
    if (row.deleted_at === null) return this.answer(row, caller);
    return this.afterChange(project, caller, 'undeleted', await this.writer.restore(row, await this.alongside(project, caller.access)));
  }

  /** Anyone who can read a comment may flag it; only moderators un-flag (their route says so). */
  async setFlag(courseId: string, projectId: string, caller: ThreadCaller, commentId: string, flagged: boolean): Promise<CommentModerationAnswer> {
    const project = await this.project(courseId, projectId, caller);
    const row = await this.readable(project, caller, commentId);
    const updated = await this.writer.store.update(row.id, flagged ? { flagged: true, flagged_by: caller.user.id } : { flagged: false, flagged_by: null });
    if (flagged) {
      await this.events.flagged(project.place, updated);
      await this.flags.flagged(courseId, `the project "${project.title}"`, updated, caller.user);
    } else await this.events.changed(project.place, 'unflagged', updated, await this.restricted(project.place, updated));
    const seen = seesPost(updated, this.viewer(caller));
    return { message: flagged ? MODERATION_MESSAGES.flagged : MODERATION_MESSAGES.unflagged, post: seen ? await this.answer(updated, caller) : null };
  }

  /** Moderators only (their route says so). */
  async setPin(courseId: string, projectId: string, caller: ThreadCaller, commentId: string, pinned: boolean): Promise<CommentModerationAnswer> {
    const project = await this.project(courseId, projectId, caller);
    const row = await this.readable(project, caller, commentId);
    const updated = await this.writer.store.update(row.id, { pinned });
    await this.events.changed(project.place, pinned ? 'pinned' : 'unpinned', updated, await this.restricted(project.place, updated));
    return { message: pinned ? MODERATION_MESSAGES.pinned : MODERATION_MESSAGES.unpinned, post: await this.answer(updated, caller) };
  }

  /** The realtime rooms of a project's comments for a user the kernel admitted to the course: not-found when they may not read the project. */
  async rooms(user: SessionUser, access: CourseAccess, courseId: string, projectId: string): Promise<{ place: ProjectPlace; moderator: boolean }> {
    const project = await this.project(courseId, projectId, { user, access });
    return { place: project.place, moderator: isModerator(access) };
  }
}
