import { ThreadTable, type Knex, type ThreadRow, type ThreadWriter } from '@lms/sdk';

/** A project whose comments are read or written. */
export interface ProjectPlace {
  courseId: string;
  projectId: string;
}

/** A row of project_comments: the SDK's discussion columns on a project. */
export interface CommentRow extends ThreadRow {
  project_id: string;
}

/** Reads and writes project_comments. */
export class CommentTable extends ThreadTable<CommentRow, ProjectPlace> {
  constructor(db: Knex) {
    super(db, 'project_comments');
  }

  columns(place: ProjectPlace) {
    return { course_id: place.courseId, project_id: place.projectId };
  }

  protected on(db: Knex) {
    return new CommentTable(db);
  }
}

export type CommentWriter = ThreadWriter<CommentRow, ProjectPlace>;
