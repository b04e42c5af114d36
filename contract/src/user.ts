/** The logged-in user as the kernel hands it to handlers. */
export interface SessionUser {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  /** Professor account flag (instructors and assistants). */
  instructor: boolean;
  /**
   * 0 none; otherwise the permission level is this value minus 1 (part 3 §6):
   * 1 and 2 may enter the administration area, 3 (level 2) is a site administrator.
   */
  administrator: 0 | 1 | 2 | 3;
  programAdministrator: boolean;
  /** 'Junction' marks a provider admin, 'google' a Google account. */
  accountType: string;
}
