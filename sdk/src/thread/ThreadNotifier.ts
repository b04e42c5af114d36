import type { LabelBundleReader, MailSender, PeopleDirectory, Person } from '@lms/contract';
import type { Logger } from 'pino';
import { fullName, mentionCandidates, mentionedIds } from './mentions.ts';
import type { ThreadCaller, ThreadRow } from './threadRows.ts';

export interface NewWriting {
  caller: ThreadCaller;
  post: ThreadRow;
  /** The post replied to, whose author hears of the reply. */
  parent: ThreadRow | null;
  /** An edit mails only those its new text mentions for the first time. */
  previousText?: string;
  /** Where the discussion is, e.g. "the discussion board" or "the comments". */
  where: string;
  /** The page holding it (`/{courseId}/{lessonId}/{pageId}`), for the link. */
  location?: string;
}

/** Whether the publisher's notifications label is on (part 2 §7: notifications are sent only then). */
function notificationsOn(bundle: Readonly<Record<string, unknown>>): boolean {
  return bundle.notifications === true || bundle.notifications === 'true';
}

/**
 * Mention and reply emails (the spec's email_queue entries: from, to, type,
 * location, message, time), queued in the kernel's mail outbox.
 */
export class ThreadNotifier {
  constructor(
    private readonly people: PeopleDirectory,
    private readonly labels: LabelBundleReader,
    private readonly mail: MailSender,
    private readonly log: Logger,
  ) {}

  /** Who `text` mentions among the course's members. */
  async mentioned(courseId: string, writerId: string, text: string): Promise<Person[]> {
    // A mention is "@" and a full name: a text without "@" mentions nobody, and reading every
    // member of the course (a query and a name pattern per member, on every post) is not needed.
    if (!text.includes('@')) return [];
    const candidates = mentionCandidates(await this.people.courseMembers(courseId), writerId);
    const ids = new Set(mentionedIds(text, candidates));
    return candidates.filter((person) => ids.has(person.id));
  }

  /** Mails those mentioned and the author replied to; a failure is logged, never the writer's problem. */
  async notify(writing: NewWriting): Promise<void> {
    try {
      if (!notificationsOn(await this.labels.forHost(writing.caller.host))) return;
      await this.send(writing);
    } catch (error) {
      this.log.error({ err: error, post: writing.post.id }, 'could not queue mention or reply mail');
    }
  }

  private async send({ caller, post, parent, previousText, where, location }: NewWriting): Promise<void> {
    const writer = fullName(caller.user);
    let mentioned = await this.mentioned(post.course_id, caller.user.id, post.raw_message);
    if (previousText !== undefined) {
      const before = new Set((await this.mentioned(post.course_id, caller.user.id, previousText)).map((person) => person.id));
      mentioned = mentioned.filter((person) => !before.has(person.id));
    }
    const link = location ? `${caller.origin}${location}` : caller.origin;
    const recipients: { person: Person; type: 'mention' | 'reply' }[] = mentioned.map((person) => ({ person, type: 'mention' }));
    if (parent && parent.author_id !== caller.user.id && !mentioned.some((person) => person.id === parent.author_id)) {
      const [author] = await this.people.byIds([parent.author_id]);
      if (author && !author.bot) recipients.push({ person: author, type: 'reply' });
    }
    for (const { person, type } of recipients) {
      if (!person.emailNotifications) continue;
      const subject = type === 'mention' ? `${writer} mentioned you in ${where}` : `${writer} replied to you in ${where}`;
      await this.mail.send({
        to: person.email,
        subject,
        text: `${subject}:\n\n${post.raw_message}\n\nSee it here: ${link}\n`,
        kind: type,
        userId: person.id,
      });
    }
  }
}
