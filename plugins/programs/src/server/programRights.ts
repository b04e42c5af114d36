import { LmsError, type PermissionChecker, type SessionUser } from '@lms/sdk';
import type { ProgramRow } from './ProgramStore.ts';

/**
 * Part 3 §6: a site administrator runs every program; a program administrator
 * only the programs they coordinate, and never an enterprise program. Another
 * program is refused as not found, so its existence is not told.
 */
export function mayRun(permissions: PermissionChecker, user: SessionUser, program: ProgramRow): boolean {
  if (permissions.runsEveryProgram(user)) return true;
  return !program.enterprise_program && program.coordinators.includes(user.id);
}

export function runnable(permissions: PermissionChecker, user: SessionUser, program: ProgramRow | undefined, notFound: string): ProgramRow {
  if (!program || !mayRun(permissions, user, program)) throw new LmsError('not-found', notFound);
  return program;
}
