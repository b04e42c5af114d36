/** A project as its readers' rule needs it: its table status and its owner. */
export interface ReadableProject {
  status: string;
  ownerId: string;
}

/** Who reads: `professor` is professor rights in the course (instructors, assistants with manager rights). */
export interface ProjectViewer {
  id: string;
  professor: boolean;
}

/**
 * Part 2 §6: a project (and so its comments) is read by its owner, by the
 * course's professors, and by classmates only while it is shared; never
 * another student's unshared project.
 */
export function canReadProject(project: ReadableProject, viewer: ProjectViewer): boolean {
  return project.ownerId === viewer.id || viewer.professor || project.status === 'shared';
}
