import type { CourseAccess } from '@lms/sdk';

/** How a reader sees a project (part 2 §2 Project routes, §6). */
export type ProjectMode = 'myProjectView' | 'foreignProjectView' | 'previewView';

/** Part 2 §6 professor rights: instructors, and assistants with manager rights (as the board's moderators). */
export const hasProfessorRights = (access: CourseAccess) => access.manage;

/**
 * Who may read a project, and how (part 2 §6): its owner (myProjectView),
 * the course's professors (previewView), a classmate only while its current
 * version is shared (foreignProjectView, read-only); nobody else (null).
 */
export function readMode(ownerId: string, currentlyShared: boolean, userId: string, access: CourseAccess): ProjectMode | null {
  if (ownerId === userId) return 'myProjectView';
  if (hasProfessorRights(access)) return 'previewView';
  if (access.student && currentlyShared) return 'foreignProjectView';
  return null;
}

/** Whose grade a reader sees: the owner their own (once its visibility allows), professors every one, classmates none. */
export function seesGrade(mode: ProjectMode, ownerMaySee: boolean): boolean {
  if (mode === 'previewView') return true;
  return mode === 'myProjectView' && ownerMaySee;
}
