import { LmsError, type Knex } from '@lms/sdk';
import type { Caller } from './caller.ts';
import { PROJECT_ERRNOS } from './projectErrnos.ts';
import type { ProjectEvents } from './ProjectEvents.ts';
import { PERMISSION_DENIED, PROJECT_NOT_FOUND, type ProjectReads, type ReadableProject } from './ProjectReads.ts';
import type { ProjectRow } from './projectRows.ts';
import type { ProjectStore } from './ProjectStore.ts';

/** Who may make a write: the owner (their own project), or a professor (reopen). */
export type Writer = 'owner' | 'professor';

/**
 * Every write on a project: the caller's right first (not-found when they may
 * not read it, Permission denied when they may read but not write), then one
 * transaction with the project locked, refused with 409 project-changed when
 * the revision the caller read is not the stored one; the change bumps the
 * revision, and open screens are told once it is committed.
 */
export class ProjectWriter {
  constructor(
    private readonly db: Knex,
    private readonly store: ProjectStore,
    private readonly reads: ProjectReads,
    private readonly events: ProjectEvents,
  ) {}

  async write(
    courseId: string,
    projectId: string,
    caller: Caller,
    who: Writer,
    revision: number,
    change: (trx: Knex.Transaction, row: ProjectRow, readable: ReadableProject) => Promise<ProjectRow | null>,
  ): Promise<ProjectRow | null> {
    const readable = await this.reads.readable(courseId, projectId, caller);
    const allowed = who === 'owner' ? readable.mode === 'myProjectView' : readable.mode === 'previewView';
    if (!allowed) throw new LmsError('access-denied', PERMISSION_DENIED);
    const written = await this.db.transaction(async (trx) => {
      const row = await this.store.locked(trx, courseId, projectId);
      if (!row) throw new LmsError('not-found', PROJECT_NOT_FOUND);
      if (row.revision !== revision) throw LmsError.declared(PROJECT_ERRNOS, 'project-changed');
      return change(trx, row, readable);
    });
    if (written) this.events.changed(written.id, written.revision);
    else this.events.deleted(projectId);
    return written;
  }
}
