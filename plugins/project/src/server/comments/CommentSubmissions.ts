import { LmsError, type AlongsidePost, type Clock, type ComponentReader, type CourseAccess, type Knex, type PeopleDirectory } from '@lms/sdk';
import { COMMENT_MESSAGES } from '../../schemas/commentMessages.ts';
import type { CommentRow } from './commentRows.ts';
import { CommentStudents } from './CommentStudents.ts';

/**
 * That a student commented on a project component's projects (the spec's
 * submissions/{courseId}/comments/{commentsComp}): recorded with their first
 * live comment, removed with their last, in the comment's own transaction;
 * also recorded and removed by the spec's calls (a professor's for another student).
 */
export class CommentSubmissions {
  constructor(
    private readonly db: Knex,
    private readonly people: PeopleDirectory,
    private readonly components: ComponentReader,
    private readonly clock: Clock,
  ) {}

  /** The write that goes with a change to a comment on the component's projects: only students' comments count, for their author. */
  alongside(componentId: string): AlongsidePost<CommentRow> {
    return async (row, trx) => {
      if (!row.by_student) return;
      const students = new CommentStudents(trx);
      const live = await students.liveCount(row.course_id, componentId, row.author_id);
      await students.setCommented(row.course_id, componentId, row.author_id, live > 0 ? this.clock.now() : null);
    };
  }

  /** The spec's POST (true) and DELETE (false) for the caller, or a professor's PUT for `studentId`, who must be a student of the course. */
  async set(courseId: string, componentId: string, studentId: string, commented: boolean, access: CourseAccess): Promise<void> {
    // A project component of the course the caller may see (not-found otherwise, nothing stored).
    await this.components.get(courseId, componentId, access, 'project', 'This is not a project component.');
    const member = (await this.people.courseMembers(courseId)).find((person) => person.id === studentId);
    if (member?.role !== 'student') throw new LmsError('access-denied', COMMENT_MESSAGES.notAStudent);
    await new CommentStudents(this.db).setCommented(courseId, componentId, studentId, commented ? this.clock.now() : null);
  }
}
