import type { SessionUser } from '@lms/sdk';
import type { CourseMessenger, Logger, PeopleDirectory } from '@lms/sdk';
import { fullName } from '@lms/sdk';
import type { PostRow } from './postRows.ts';
import { snippet } from '@lms/sdk';

/** Part 2 §6: the board's moderators get a bot message when a post is flagged (not the one who flagged it). */
export class FlagNotifier {
  constructor(
    private readonly people: PeopleDirectory,
    private readonly messages: CourseMessenger,
    private readonly log: Logger,
  ) {}

  async flagged(courseId: string, boardTitle: string, row: PostRow, flagger: SessionUser): Promise<void> {
    try {
      const moderators = (await this.people.courseMembers(courseId)).filter((person) => person.moderator && !person.bot && person.id !== flagger.id);
      const board = boardTitle ? `the discussion board "${boardTitle}"` : 'a discussion board';
      await this.messages.sendBot({
        courseId,
        userIds: moderators.map((person) => person.id),
        text: `${fullName(flagger)} flagged a post by ${row.author_name} on ${board}: "${snippet(row.raw_message)}"`,
      });
    } catch (error) {
      // The flag stands; a missed notice is logged, not the flagger's problem.
      this.log.error({ err: error, post: row.id }, 'could not tell the moderators about a flagged post');
    }
  }
}
