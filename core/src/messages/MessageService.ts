import type { Knex } from 'knex';
import { type BotMessageInput, type Clock, type CourseMessenger, type IdGenerator } from '@lms/contract/services.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { areCourseMembers, courseStudents, rosterOf } from './CourseRoster.ts';
import { cleanMessageText } from './messageText.ts';
import type { Inbox, MessageRecipient, SendMessageBody, SentMessage } from '@lms/contract/calls/messageCalls.ts';
import { toReceivedMessage, type MessageKind, type ReceivedMessageRow } from './messageRows.ts';

/** The newest messages a list answers; older ones stay stored. */
export const MESSAGE_LIST_LIMIT = 100;

export const MESSAGING_DISABLED = 'Messaging is disabled for this course.';
export const NO_STUDENTS = 'This course has no students yet.';
export const NOT_A_STUDENT = 'This person is not a student of this course.';
export const BOT_RECIPIENTS = 'A bot message goes to people of its course.';

// Recipient rows per insert: far below PostgreSQL's limit of bind parameters per statement.
const RECIPIENT_CHUNK = 1000;

interface NewMessage {
  courseId: string;
  senderId: string | null;
  kind: MessageKind;
  text: string;
  recipientIds: readonly string[];
}

/**
 * Part 3 §2/§6: an instructor's messages to all students or privately to one,
 * unless the course disables messaging; and the bot messages plugins send.
 * Each recipient has their own read state.
 */
export class MessageService implements CourseMessenger {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async send(courseId: string, sender: SessionUser, body: SendMessageBody): Promise<SentMessage> {
    return this.db.transaction(async (trx) => {
      if (await this.messagingDisabled(trx, courseId)) throw new LmsError('messaging-disabled', MESSAGING_DISABLED, { status: 403 });
      const text = cleanMessageText(body.text);
      const recipientIds = await this.studentsAddressed(trx, courseId, body.to);
      const kind = body.to === 'all' ? 'all' : 'private';
      const stored = await this.store(trx, { courseId, senderId: sender.id, kind, text, recipientIds });
      return { message: { _id: stored.id, kind, to: body.to, text, created_at: stored.createdAt.toISOString() }, recipients: recipientIds.length };
    });
  }

  async sendBot(input: BotMessageInput, trx?: Knex.Transaction): Promise<string | null> {
    const userIds = [...new Set(input.userIds)];
    if (userIds.length === 0) return null;
    const text = cleanMessageText(input.text);
    const run = async (db: Knex) => {
      if (!(await areCourseMembers(db, input.courseId, userIds))) {
        throw new LmsError('validation-failed', BOT_RECIPIENTS, { fields: [{ field: 'userIds', message: BOT_RECIPIENTS }] });
      }
      return (await this.store(db, { courseId: input.courseId, senderId: null, kind: 'bot', text, recipientIds: userIds })).id;
    };
    return trx ? run(trx) : this.db.transaction(run);
  }

  /** The caller's received messages in the course, newest first, with how many are unread. */
  async list(courseId: string, userId: string, access: CourseAccess): Promise<Inbox> {
    const mine = () => this.db('message_recipients as r').where({ 'r.user_id': userId, 'r.course_id': courseId });
    const rows = (await mine()
      .join('messages as m', 'm.id', 'r.message_id')
      .leftJoin('users as u', 'u.id', 'm.sender_id')
      .orderBy([
        { column: 'm.created_at', order: 'desc' },
        { column: 'm.id', order: 'desc' },
      ])
      .limit(MESSAGE_LIST_LIMIT)
      .select('m.id', 'm.kind', 'm.text', 'm.created_at', 'm.sender_id', 'u.firstname', 'u.lastname', 'r.read_at')) as ReceivedMessageRow[];
    const [count] = (await mine().whereNull('r.read_at').count('* as unread')) as { unread: string | number }[];
    return {
      messages: rows.map(toReceivedMessage),
      unread: Number(count?.unread ?? 0),
      messaging_disabled: await this.messagingDisabled(this.db, courseId),
      professor: access.professor,
    };
  }

  /** Marks some of the caller's messages read (ids that are not theirs change nothing); answers the unread count. */
  async markRead(courseId: string, userId: string, messageIds: readonly string[]): Promise<{ unread: number }> {
    const mine = () => this.db('message_recipients').where({ user_id: userId, course_id: courseId });
    await mine().whereIn('message_id', messageIds).whereNull('read_at').update({ read_at: this.clock.now() });
    const [count] = (await mine().whereNull('read_at').count('* as unread')) as { unread: string | number }[];
    return { unread: Number(count?.unread ?? 0) };
  }

  /** The students a professor may write to. */
  roster(courseId: string): Promise<MessageRecipient[]> {
    return rosterOf(this.db, courseId);
  }

  private async messagingDisabled(db: Knex, courseId: string): Promise<boolean> {
    const row = (await db('courses').where({ id: courseId }).first(db.raw("coalesce((settings->>'disable_messaging')::boolean, false) as disabled"))) as
      | { disabled: boolean }
      | undefined;
    return row?.disabled === true;
  }

  /** 'all': every student of the course now; otherwise the one student named. */
  private async studentsAddressed(db: Knex, courseId: string, to: string): Promise<string[]> {
    if (to === 'all') {
      const rows = (await courseStudents(db, courseId).select('u.id')) as { id: string }[];
      if (rows.length === 0) throw LmsError.validation([{ field: 'to', message: NO_STUDENTS }]);
      return rows.map((row) => row.id);
    }
    const student = await courseStudents(db, courseId).where('u.id', to).first('u.id');
    if (!student) throw LmsError.validation([{ field: 'to', message: NOT_A_STUDENT }]);
    return [to];
  }

  private async store(db: Knex, message: NewMessage): Promise<{ id: string; createdAt: Date }> {
    const id = this.ids.newId();
    const createdAt = this.clock.now();
    await db('messages').insert({ id, course_id: message.courseId, sender_id: message.senderId, kind: message.kind, text: message.text, created_at: createdAt });
    for (let at = 0; at < message.recipientIds.length; at += RECIPIENT_CHUNK) {
      const chunk = message.recipientIds.slice(at, at + RECIPIENT_CHUNK);
      await db('message_recipients').insert(chunk.map((userId) => ({ message_id: id, user_id: userId, course_id: message.courseId })));
    }
    return { id, createdAt };
  }
}
