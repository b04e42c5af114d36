import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { AuditLog } from '@lms/contract/auditLog.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { COURSE_ARCHIVE_MESSAGES } from '@lms/contract/calls/courseCreationCalls.ts';

/**
 * Archiving (issue 24 item 8): the course keeps everything and leaves the
 * course lists but the archived ones. The flag and its audit entry are one
 * transaction; archiving an archived course keeps its first date.
 */
export class CourseArchive {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  async set(actorId: string, courseId: string, archived: boolean): Promise<{ message: string; archived: boolean }> {
    return this.db.transaction(async (trx) => {
      const course = await trx('courses').where({ id: courseId }).forUpdate().first('archived_at');
      if (!course) throw new LmsError('not-found', 'Course not found.');
      const was = course.archived_at !== null;
      if (was !== archived) {
        await trx('courses').where({ id: courseId }).update({ archived_at: archived ? this.clock.now() : null, updated_at: this.clock.now() });
        await this.audit.record(
          { actorId, action: archived ? 'courses.archive' : 'courses.restore', subjectType: 'course', subjectId: courseId, before: { archived: was }, after: { archived } },
          trx,
        );
      }
      return { message: archived ? COURSE_ARCHIVE_MESSAGES.archived : COURSE_ARCHIVE_MESSAGES.restored, archived };
    });
  }
}
