import { LmsError, routePath, type Knex } from '@lms/sdk';
import { canReadProject } from '../../rules/projectReaders.ts';
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

  /** Not-found (its existence stays hidden) when there is no such project or `viewer` may not read it (projectReaders.ts). */
  async readable(courseId: string, projectId: string, viewer: { id: string; professor: boolean }): Promise<CommentedProject> {
    const row = await this.db('project_projects').where({ id: projectId, course_id: courseId }).first('component_id', 'lesson_id', 'page_id', 'owner_id', 'status', 'title');
    if (!row || !canReadProject({ status: row.status, ownerId: row.owner_id }, viewer)) throw new LmsError('not-found', COMMENT_MESSAGES.projectNotFound);
    const address = routePath('project', { courseId, lessonId: row.lesson_id, pageId: row.page_id, componentId: row.component_id, projectId });
    return { place: { courseId, projectId }, componentId: row.component_id, ownerId: row.owner_id, title: row.title, address };
  }
}
