import { LmsError, type Clock, type IdGenerator, type Knex } from '@lms/sdk';
import type { ApiArtifact, ApiProject, ArtifactType } from '../../schemas/projectTypes.ts';
import { isLocked } from '../../rules/projectStatus.ts';
import type { ArtifactInput, ArtifactInputCheck } from './artifactInput.ts';
import type { Caller } from './caller.ts';
import { PROJECT_ERRNOS } from './projectErrnos.ts';
import { PERMISSION_DENIED, type ProjectReads } from './ProjectReads.ts';
import type { ArtifactRow, ProjectRow, VersionRow } from './projectRows.ts';
import type { ProjectStore } from './ProjectStore.ts';
import type { ProjectWriter } from './ProjectWriter.ts';

export interface CreateProjectInput {
  title: string;
  image: string | null;
  component_id: string;
  course_id: string;
  lesson_id: string;
  page_id: string;
}

export type ProjectChange = ({ title: string } | { image: string | null } | { current_version: string }) & { revision: number };

export interface ArtifactChange extends ArtifactInput {
  position?: number;
  revision: number;
}

const ITEM_NOT_FOUND = 'Item not found.';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Refuses a change to a shared or submitted project (part 2 §4: locked against edits). */
function unlocked(row: ProjectRow): void {
  if (isLocked(row.status)) throw LmsError.declared(PROJECT_ERRNOS, 'project-locked');
}

/** The owner's edits of their project: create, title, cover, restore, delete, and its artifacts. */
export class ProjectEdits {
  constructor(
    private readonly db: Knex,
    private readonly store: ProjectStore,
    private readonly reads: ProjectReads,
    private readonly writer: ProjectWriter,
    private readonly check: ArtifactInputCheck,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** A student's project on a component (one each: 409 project-exists for a second), with its first version. */
  async create(courseId: string, caller: Caller, input: CreateProjectInput): Promise<ApiProject> {
    if (input.course_id !== courseId) throw LmsError.validation([{ field: 'course_id', message: 'The course id must be the course of the address.' }]);
    if (!caller.access.student) throw new LmsError('access-denied', PERMISSION_DENIED);
    await this.reads.config(courseId, input.component_id, caller);
    await this.checkCover(courseId, caller.user.id, input.image);
    const now = this.clock.now();
    const projectId = this.ids.newId();
    const version = this.newVersion(projectId, courseId, 1, now);
    const row: ProjectRow = {
      id: projectId,
      course_id: courseId,
      component_id: input.component_id,
      lesson_id: input.lesson_id,
      page_id: input.page_id,
      owner_id: caller.user.id,
      title: input.title.trim(),
      image_media_id: input.image,
      status: 'draft',
      current_version_id: version.id,
      submitted_at: null,
      reopened_at: null,
      created_at: now,
      updated_at: now,
      revision: 1,
    };
    try {
      await this.db.transaction(async (trx) => {
        if (await this.store.ownProject(courseId, input.component_id, caller.user.id, trx)) throw LmsError.declared(PROJECT_ERRNOS, 'project-exists');
        await this.store.insertProject(trx, row, version);
      });
    } catch (error) {
      // Two creates at once: the unique (course, component, owner) keeps one.
      if (isUniqueViolation(error)) throw LmsError.declared(PROJECT_ERRNOS, 'project-exists');
      throw error;
    }
    return this.reads.project(courseId, projectId, caller);
  }

  newVersion(projectId: string, courseId: string, index: number, now: Date): VersionRow {
    return { id: this.ids.newId(), project_id: projectId, course_id: courseId, index, operations: [], is_shared: false, is_submitted: false, created_at: now };
  }

  private async checkCover(courseId: string, ownerId: string, image: string | null): Promise<void> {
    if (image === null) return;
    const problem = await this.check.fileProblem('image', image, courseId, ownerId);
    if (problem) throw LmsError.validation([{ field: 'image', message: problem }]);
  }

  /** Title, cover (null removes it) or restore (a new version copying the chosen one's artifacts). */
  async update(courseId: string, projectId: string, caller: Caller, change: ProjectChange): Promise<ApiProject> {
    if ('image' in change) await this.checkCover(courseId, caller.user.id, change.image);
    await this.writer.write(courseId, projectId, caller, 'owner', change.revision, async (trx, row) => {
      unlocked(row);
      const now = this.clock.now();
      if ('title' in change) return this.store.updateProject(trx, row, { title: change.title.trim() }, now);
      if ('image' in change) return this.store.updateProject(trx, row, { image_media_id: change.image }, now);
      const restored = await this.store.version(row.id, change.current_version, trx);
      if (!restored) throw new LmsError('not-found', 'Version not found.');
      const version = await this.startVersion(trx, row, restored.id, now);
      return this.store.updateProject(trx, row, { current_version_id: version.id }, now);
    });
    return this.reads.project(courseId, projectId, caller);
  }

  /** A new current version of the project holding a copy of `fromVersionId`'s artifacts (restore, unshare, reopen). */
  async startVersion(trx: Knex.Transaction, row: ProjectRow, fromVersionId: string, now: Date): Promise<VersionRow> {
    const version = this.newVersion(row.id, row.course_id, await this.store.nextIndex(trx, row.id), now);
    await this.store.insertVersion(trx, version);
    await this.store.copyArtifacts(trx, fromVersionId, version.id, () => this.ids.newId());
    return version;
  }

  /** The owner deletes their project while it is a draft. */
  async remove(courseId: string, projectId: string, caller: Caller, revision: number): Promise<void> {
    await this.writer.write(courseId, projectId, caller, 'owner', revision, async (trx, row) => {
      unlocked(row);
      await this.store.deleteProject(trx, row.id);
      return null;
    });
  }

  async addArtifact(courseId: string, projectId: string, caller: Caller, input: ArtifactInput & { type: ArtifactType; title: string; revision: number }) {
    const fields = await this.check.fields(input.type, input, null, courseId, caller.user.id);
    const artifactId = this.ids.newId();
    await this.writer.write(courseId, projectId, caller, 'owner', input.revision, async (trx, row) => {
      unlocked(row);
      const position = (await this.store.artifacts([row.current_version_id], trx)).length;
      const now = this.clock.now();
      const artifact: ArtifactRow = { id: artifactId, version_id: row.current_version_id, project_id: row.id, course_id: courseId, type: input.type, ...fields, position, preview: null, created_at: now };
      await this.store.insertArtifact(trx, artifact);
      return this.store.updateProject(trx, row, {}, now);
    });
    return this.withArtifact(courseId, projectId, caller, artifactId);
  }

  /** Changes an artifact's fields (checked for its type) and/or moves it to `position` among the version's artifacts. */
  async updateArtifact(courseId: string, projectId: string, artifactId: string, caller: Caller, change: ArtifactChange) {
    const changesFields = ['title', 'content', 'file', 'url'].some((field) => field in change && change[field as keyof ArtifactInput] !== undefined);
    await this.writer.write(courseId, projectId, caller, 'owner', change.revision, async (trx, row) => {
      unlocked(row);
      const artifact = await this.store.artifact(trx, row.current_version_id, artifactId);
      if (!artifact) throw new LmsError('not-found', ITEM_NOT_FOUND);
      if (changesFields) await this.store.updateArtifact(trx, artifact.id, await this.check.fields(artifact.type, change, artifact, courseId, row.owner_id, trx));
      if (change.position !== undefined) {
        const order = (await this.store.artifacts([row.current_version_id], trx)).map((entry) => entry.id).filter((id) => id !== artifact.id);
        order.splice(Math.min(change.position, order.length), 0, artifact.id);
        await this.store.renumber(trx, order);
      }
      return this.store.updateProject(trx, row, {}, this.clock.now());
    });
    return this.withArtifact(courseId, projectId, caller, artifactId);
  }

  async removeArtifact(courseId: string, projectId: string, artifactId: string, caller: Caller, revision: number): Promise<ApiProject> {
    await this.writer.write(courseId, projectId, caller, 'owner', revision, async (trx, row) => {
      unlocked(row);
      const artifact = await this.store.artifact(trx, row.current_version_id, artifactId);
      if (!artifact) throw new LmsError('not-found', ITEM_NOT_FOUND);
      await this.store.removeArtifact(trx, artifact.id);
      await this.store.renumber(trx, (await this.store.artifacts([row.current_version_id], trx)).map((entry) => entry.id));
      return this.store.updateProject(trx, row, {}, this.clock.now());
    });
    return this.reads.project(courseId, projectId, caller);
  }

  private async withArtifact(courseId: string, projectId: string, caller: Caller, artifactId: string): Promise<{ artifact: ApiArtifact; project: ApiProject }> {
    const project = await this.reads.project(courseId, projectId, caller);
    const artifact = project.current_version.artifacts.find((entry) => entry._id === artifactId);
    if (!artifact) throw new LmsError('not-found', ITEM_NOT_FOUND);
    return { artifact, project };
  }
}
