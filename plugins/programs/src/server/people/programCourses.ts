import { LmsError, type Knex, type PermissionChecker, type SessionUser } from '@lms/sdk';
import { OWN_PROGRAM_MESSAGES } from '../../calls/programMessages.ts';
import { runnable } from '../programRights.ts';
import type { ProgramRow, ProgramStore } from '../ProgramStore.ts';
import type { InvitationType } from './InvitationStore.ts';

/** A course of a program: one of its sections (s) or its template, the program master (i). */
export interface ProgramCourse {
  program: ProgramRow;
  courseId: string;
  type: InvitationType;
}

/** The program a course belongs to, as a section or as its template, or undefined. */
export async function programCourse(db: Knex, store: ProgramStore, courseId: string): Promise<ProgramCourse | undefined> {
  const sectionOf = await store.programOfSection(courseId);
  if (sectionOf) {
    const program = await store.byId(sectionOf);
    return program && { program, courseId, type: 's' };
  }
  const program = await db<ProgramRow>('programs_programs').where({ program_template: courseId }).first();
  return program && { program, courseId, type: 'i' };
}

/** A course of a program the caller runs (part 3 §6); any other course is not found, so its existence is not told. */
export async function runnableCourse(db: Knex, store: ProgramStore, permissions: PermissionChecker, user: SessionUser, courseId: string): Promise<ProgramCourse> {
  const found = await programCourse(db, store, courseId);
  runnable(permissions, user, found?.program, OWN_PROGRAM_MESSAGES.sectionNotFound);
  return found!;
}

/** A section of this program the caller runs; a section of another program, or no section, is not found. */
export async function runnableSection(store: ProgramStore, permissions: PermissionChecker, user: SessionUser, programId: string, courseId: string): Promise<ProgramRow> {
  const program = runnable(permissions, user, await store.byId(programId), OWN_PROGRAM_MESSAGES.programNotFound);
  if ((await store.programOfSection(courseId)) !== program.id) throw new LmsError('not-found', OWN_PROGRAM_MESSAGES.sectionNotFound);
  return program;
}
