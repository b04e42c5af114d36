/** What decides someone's manager rights in one course. */
export interface ManagerRightsFacts {
  /** The user's staff role in the course (students and strangers: anything else). */
  role: string | null;
  siteAdmin: boolean;
  programAdministrator: boolean;
  /** The course's assistants_no_mgr_rights setting. */
  assistantsNoManagerRights: boolean;
}

/**
 * Manager rights (part 1 §6, part 3 §6): instructors and site administrators;
 * assistants by default, but not when the course sets assistants_no_mgr_rights,
 * unless they are program administrators (part 3 §6: such assistants are denied
 * activity settings and rollup pages "unless they are program administrators").
 * One rule for the permission service's `course:manage` and the course list's
 * `manage` flag, so the web's redirects and the server's answers agree.
 */
export function hasManagerRights(facts: ManagerRightsFacts): boolean {
  if (facts.siteAdmin || facts.role === 'instructor') return true;
  return facts.role === 'assistant' && (!facts.assistantsNoManagerRights || facts.programAdministrator);
}
