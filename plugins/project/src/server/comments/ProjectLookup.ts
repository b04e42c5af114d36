import { LmsError, routePath, type CourseAccess, type Knex, type SessionUser } from '@lms/sdk';
import { readMode } from '../../rules/projectRights.ts';
import { COMMENT_MESSAGES } from '../../schemas/commentMessages.ts';
import type { ProjectPlace } from './commentRows.ts';

/** A project as its comments need it. */
export interface CommentedProject {
  place: ProjectPlace;
  componentId: string;
  ownerId: string;
  title: string;
  /** The project screen's path (the web route table's `project`), where mails link. */
  address: string;
}

/** Reads project_projects for the comments room: a project exists for a reader only when they may read it. */
export class ProjectLookup {
  constructor(private readonly db: Knex) {}

  /** Not-found (its existence stays hidden) when there is no such project or the caller may not read it: the project's own rule (`readMode`). */
  async readable(courseId: string, projectId: string, caller: { user: SessionUser; access: CourseAccess }): Promise<CommentedProject> {
    const row = await this.db('project_projects as p')
      .leftJoin('project_versions as v', 'v.id', 'p.current_version_id')
      .where({ 'p.id': projectId, 'p.course_id': courseId })
      .first('p.component_id', 'p.lesson_id', 'p.page_id', 'p.owner_id', 'p.title', 'v.is_shared');
    if (!row || !readMode(row.owner_id, row.is_shared === true, caller.user.id, caller.access)) throw new LmsError('not-found', COMMENT_MESSAGES.projectNotFound);
    const address = routePath('project', { courseId, lessonId: row.lesson_id, pageId: row.page_id, componentId: row.component_id, projectId });
    return { place: { courseId, projectId }, componentId: row.component_id, ownerId: row.owner_id, title: row.title, address };
  }
}
