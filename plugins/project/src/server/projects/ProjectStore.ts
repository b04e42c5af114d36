import type { Knex } from '@lms/sdk';
import type { StoredProjectStatus } from '../../rules/projectStatus.ts';
import type { ArtifactRow, GradeRow, ProjectRow, VersionRow } from './projectRows.ts';

/** The columns an artifact copies into a new version (restore, unshare, reopen). */
const ARTIFACT_COPY = ['type', 'title', 'content', 'media_id', 'url', 'position', 'preview', 'created_at'] as const;

/** jsonb goes as text (the pg driver would send an array as a PostgreSQL array). */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The project tables (project_projects, project_versions, project_artifacts; project_grades read only). */
export class ProjectStore {
  constructor(private readonly db: Knex) {}

  project(courseId: string, projectId: string, db: Knex = this.db): Promise<ProjectRow | undefined> {
    return db<ProjectRow>('project_projects').where({ id: projectId, course_id: courseId }).first() as Promise<ProjectRow | undefined>;
  }

  /** The project locked for a write in `trx`: two writers on one project go one after the other. */
  locked(trx: Knex.Transaction, courseId: string, projectId: string): Promise<ProjectRow | undefined> {
    return trx<ProjectRow>('project_projects').where({ id: projectId, course_id: courseId }).forUpdate().first() as Promise<ProjectRow | undefined>;
  }

  ownProject(courseId: string, componentId: string, ownerId: string, db: Knex = this.db): Promise<ProjectRow | undefined> {
    return db<ProjectRow>('project_projects').where({ course_id: courseId, component_id: componentId, owner_id: ownerId }).first() as Promise<ProjectRow | undefined>;
  }

  byComponent(courseId: string, componentId: string, statuses?: readonly StoredProjectStatus[]): Promise<ProjectRow[]> {
    const query = this.db<ProjectRow>('project_projects').where({ course_id: courseId, component_id: componentId });
    if (statuses) query.whereIn('status', statuses);
    return query.orderBy('updated_at', 'desc').orderBy('id') as Promise<ProjectRow[]>;
  }

  /** Projects of the component whose current version is shared (shared drafts, and submitted work shared with classmates). */
  sharedByComponent(courseId: string, componentId: string): Promise<ProjectRow[]> {
    return this.db('project_projects as p')
      .join('project_versions as v', 'v.id', 'p.current_version_id')
      .where({ 'p.course_id': courseId, 'p.component_id': componentId, 'v.is_shared': true })
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id')
      .select('p.*') as Promise<ProjectRow[]>;
  }

  version(projectId: string, versionId: string, db: Knex = this.db): Promise<VersionRow | undefined> {
    return db<VersionRow>('project_versions').where({ id: versionId, project_id: projectId }).first() as Promise<VersionRow | undefined>;
  }

  versions(projectId: string): Promise<VersionRow[]> {
    return this.db<VersionRow>('project_versions').where({ project_id: projectId }).orderBy('index', 'desc') as Promise<VersionRow[]>;
  }

  /** The current versions of these projects, by project id. */
  async currentVersions(projects: readonly ProjectRow[], db: Knex = this.db): Promise<Map<string, VersionRow>> {
    if (!projects.length) return new Map();
    const rows = (await db<VersionRow>('project_versions').whereIn('id', projects.map((project) => project.current_version_id))) as VersionRow[];
    return new Map(rows.map((row) => [row.project_id, row]));
  }

  artifacts(versionIds: readonly string[], db: Knex = this.db): Promise<ArtifactRow[]> {
    if (!versionIds.length) return Promise.resolve([]);
    return db<ArtifactRow>('project_artifacts').whereIn('version_id', versionIds).orderBy('position').orderBy('id') as Promise<ArtifactRow[]>;
  }

  artifact(trx: Knex, versionId: string, artifactId: string): Promise<ArtifactRow | undefined> {
    return trx<ArtifactRow>('project_artifacts').where({ id: artifactId, version_id: versionId }).first() as Promise<ArtifactRow | undefined>;
  }

  /** Whether an artifact of the project (of a shared version, with `sharedOnly`) names the library file. */
  async artifactNames(projectId: string, mediaId: string, sharedOnly: boolean): Promise<boolean> {
    const query = this.db('project_artifacts as a').join('project_versions as v', 'v.id', 'a.version_id').where({ 'a.project_id': projectId, 'a.media_id': mediaId });
    if (sharedOnly) query.where('v.is_shared', true);
    return (await query.first('a.id')) !== undefined;
  }

  grades(projectIds: readonly string[], db: Knex = this.db): Promise<GradeRow[]> {
    if (!projectIds.length) return Promise.resolve([]);
    return db<GradeRow>('project_grades').whereIn('project_id', projectIds) as Promise<GradeRow[]>;
  }

  async insertProject(trx: Knex.Transaction, row: ProjectRow, version: VersionRow): Promise<void> {
    // The project names its version and the version its project: the project first, its version id set with it.
    await trx('project_projects').insert(row);
    await this.insertVersion(trx, version);
  }

  insertVersion(trx: Knex.Transaction, version: VersionRow): Promise<unknown> {
    return trx('project_versions').insert({ ...version, operations: json(version.operations) });
  }

  /** The next version's index of a project. */
  async nextIndex(trx: Knex.Transaction, projectId: string): Promise<number> {
    const row = (await trx('project_versions').where({ project_id: projectId }).max({ index: 'index' }).first()) as { index: number | null } | undefined;
    return (row?.index ?? 0) + 1;
  }

  /** Copies a version's artifacts into another (fresh ids from `newId`), keeping their order. */
  async copyArtifacts(trx: Knex.Transaction, from: string, to: string, newId: () => string): Promise<void> {
    const rows = (await trx<ArtifactRow>('project_artifacts').where({ version_id: from }).orderBy('position').orderBy('id')) as ArtifactRow[];
    if (!rows.length) return;
    await trx('project_artifacts').insert(
      rows.map((row) => ({
        id: newId(),
        version_id: to,
        project_id: row.project_id,
        course_id: row.course_id,
        ...Object.fromEntries(ARTIFACT_COPY.map((column) => [column, row[column]])),
        preview: json(row.preview),
      })),
    );
  }

  insertArtifact(trx: Knex.Transaction, row: ArtifactRow): Promise<unknown> {
    return trx('project_artifacts').insert({ ...row, preview: json(row.preview) });
  }

  updateArtifact(trx: Knex.Transaction, artifactId: string, fields: Partial<Pick<ArtifactRow, 'title' | 'content' | 'media_id' | 'url'>>): Promise<unknown> {
    return trx('project_artifacts').where({ id: artifactId }).update(fields);
  }

  /** Writes the positions 0..n-1 of a version's artifacts in the given order. */
  async renumber(trx: Knex.Transaction, ordered: readonly string[]): Promise<void> {
    for (const [position, id] of ordered.entries()) await trx('project_artifacts').where({ id }).update({ position });
  }

  removeArtifact(trx: Knex.Transaction, artifactId: string): Promise<unknown> {
    return trx('project_artifacts').where({ id: artifactId }).delete();
  }

  updateVersion(trx: Knex.Transaction, versionId: string, fields: Partial<Pick<VersionRow, 'is_shared' | 'is_submitted' | 'operations'>>): Promise<unknown> {
    const { operations, ...rest } = fields;
    return trx('project_versions').where({ id: versionId }).update({ ...rest, ...(operations ? { operations: json(operations) } : {}) });
  }

  /**
   * Changes the project and bumps its revision; answers the row as stored. The
   * one writer of a project's row (its edits, transitions and the speed
   * grader's status), each with the row locked and its revision as read.
   */
  async updateProject(trx: Knex.Transaction, project: Pick<ProjectRow, 'id' | 'revision'>, fields: Partial<Omit<ProjectRow, 'id' | 'revision'>>, now: Date): Promise<ProjectRow> {
    const [row] = (await trx('project_projects')
      .where({ id: project.id })
      .update({ ...fields, updated_at: now, revision: project.revision + 1 })
      .returning('*')) as ProjectRow[];
    return row!;
  }

  deleteProject(trx: Knex.Transaction, projectId: string): Promise<unknown> {
    return trx('project_projects').where({ id: projectId }).delete();
  }
}
