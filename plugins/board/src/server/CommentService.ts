import { LmsError, type Clock } from '@lms/sdk';
import { THREAD_MESSAGES } from '../schemas/boardMessages.ts';
import type { CommentSettings, EditPostBody, NewPostBody } from '../schemas/postBodies.ts';
import type { CommentsAnswer } from '../calls/commentCalls.ts';
import type { ApiComment, ApiPost } from '../schemas/threadTypes.ts';
import { BOARD_ERRNOS } from './boardErrnos.ts';
import { isModerator, type Caller } from './caller.ts';
import type { CommentSettingsStore } from './CommentSettingsStore.ts';
import type { ComponentReader, PeopleDirectory } from '@lms/sdk';
import { withAuthors } from '@lms/sdk';
import type { BoardWriter, PostRow, Target } from './postRows.ts';
import { postView, seesPost, threadView } from '@lms/sdk';

interface Section {
  target: Target;
  settings: CommentSettings;
}

/**
 * Comments under a component (the spec's comments_comp): the board's model
 * keyed by target type and id, without dates, submissions or pins. Input is
 * closed after the setting's close_date, except for moderators (part 2 §4).
 */
export class CommentService {
  constructor(
    private readonly writer: BoardWriter,
    private readonly settings: CommentSettingsStore,
    private readonly components: ComponentReader,
    private readonly people: PeopleDirectory,
    private readonly clock: Clock,
  ) {}

  private async section(courseId: string, componentId: string, caller: Pick<Caller, 'access'>): Promise<Section> {
    await this.components.get(courseId, componentId, caller.access);
    return { target: { courseId, type: 'component', id: componentId }, settings: await this.settings.get(courseId, componentId) };
  }

  private closed(section: Section): boolean {
    const close = section.settings.close_date;
    return close !== null && this.clock.now().getTime() >= new Date(close).getTime();
  }

  /** Writing needs comments on and, for everyone but moderators, before the close date. */
  private assertWritable(section: Section, caller: Caller): void {
    if (!section.settings.enabled) throw new LmsError('not-found', THREAD_MESSAGES.commentsOff);
    if (this.closed(section) && !isModerator(caller.access)) throw LmsError.declared(BOARD_ERRNOS, 'comments-closed');
  }

  private async readable(section: Section, caller: Caller, commentId: string): Promise<PostRow> {
    const row = await this.writer.store.find(section.target, commentId);
    if (!row || !seesPost(row, { id: caller.user.id, moderator: isModerator(caller.access) })) throw new LmsError('not-found', THREAD_MESSAGES.postNotFound);
    return row;
  }

  private assertMayChange(caller: Caller, row: PostRow): void {
    if (row.author_id !== caller.user.id && !isModerator(caller.access)) throw new LmsError('access-denied', THREAD_MESSAGES.notYours);
  }

  private withUsers(posts: ApiPost[]): Promise<ApiComment[]> {
    return withAuthors(posts, this.people);
  }

  private async answer(row: PostRow, caller: Caller): Promise<ApiComment> {
    const [comment] = await this.withUsers([postView(row, { id: caller.user.id, moderator: isModerator(caller.access) })]);
    return comment!;
  }

  async read(courseId: string, componentId: string, caller: Caller): Promise<CommentsAnswer> {
    const section = await this.section(courseId, componentId, caller);
    const moderator = isModerator(caller.access);
    const rows = section.settings.enabled ? await this.writer.store.list(section.target) : [];
    return {
      settings: section.settings,
      closed: this.closed(section),
      moderator,
      comments: await this.withUsers(threadView(rows, { id: caller.user.id, moderator })),
    };
  }

  /** A comment or a reply; null when its text is empty (ignored). */
  async comment(courseId: string, componentId: string, caller: Caller, body: NewPostBody): Promise<ApiComment | null> {
    const section = await this.section(courseId, componentId, caller);
    this.assertWritable(section, caller);
    const parent = body.parent_id ? await this.readable(section, caller, body.parent_id) : null;
    const row = await this.writer.create(section.target, caller, { message: body.message, parent, allowImages: false });
    if (!row) return null;
    await this.writer.notify({ caller, post: row, parent, where: 'the comments', location: body.location });
    return this.answer(row, caller);
  }

  /** An edit; an empty message marks the comment deleted. */
  async edit(courseId: string, componentId: string, caller: Caller, commentId: string, body: EditPostBody): Promise<ApiComment> {
    const section = await this.section(courseId, componentId, caller);
    const row = await this.readable(section, caller, commentId);
    this.assertMayChange(caller, row);
    this.assertWritable(section, caller);
    if (row.deleted_at !== null) throw new LmsError('conflict', 'This comment is deleted.');
    const edited = await this.writer.edit(caller, row, body.message, false);
    if (edited.deleted_at === null) {
      await this.writer.notify({ caller, post: edited, parent: null, previousText: row.raw_message, where: 'the comments', location: body.location });
    }
    return this.answer(edited, caller);
  }

  async remove(courseId: string, componentId: string, caller: Caller, commentId: string): Promise<ApiComment> {
    const section = await this.section(courseId, componentId, caller);
    const row = await this.readable(section, caller, commentId);
    this.assertMayChange(caller, row);
    this.assertWritable(section, caller);
    return this.answer(row.deleted_at === null ? await this.writer.remove(row) : row, caller);
  }

  async saveSettings(courseId: string, componentId: string, caller: Pick<Caller, 'access'>, body: CommentSettings): Promise<CommentSettings> {
    await this.section(courseId, componentId, caller);
    return this.settings.save(courseId, componentId, body, this.clock.now());
  }
}
