import type { CourseMessenger, PeopleDirectory, SessionUser } from '@lms/contract';
import type { Logger } from 'pino';
import { fullName } from './mentions.ts';
import { snippet } from './snippet.ts';
import type { ThreadRow } from './threadRows.ts';

/** Part 2 §6: the moderators get a bot message when a post is flagged (not the one who flagged it). */
export class FlagNotifier {
  constructor(
    private readonly people: PeopleDirectory,
    private readonly messages: CourseMessenger,
    private readonly log: Logger,
  ) {}

  /** `where` names the discussion in the message, e.g. 'the discussion board "Week 1"'. */
  async flagged(courseId: string, where: string, row: ThreadRow, flagger: SessionUser): Promise<void> {
    try {
      const moderators = (await this.people.courseMembers(courseId)).filter((person) => person.moderator && !person.bot && person.id !== flagger.id);
      await this.messages.sendBot({
        courseId,
        userIds: moderators.map((person) => person.id),
        text: `${fullName(flagger)} flagged a post by ${row.author_name} on ${where}: "${snippet(row.raw_message)}"`,
      });
    } catch (error) {
      // The flag stands; a missed notice is logged, not the flagger's problem.
      this.log.error({ err: error, post: row.id }, 'could not tell the moderators about a flagged post');
    }
  }
}
