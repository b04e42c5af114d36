/** The logged-in user as the kernel hands it to handlers. */
export interface SessionUser {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  /** Professor account flag (instructors and assistants). */
  instructor: boolean;
  /** 0 none, 1 administrator, 2 site administrator. */
  administrator: 0 | 1 | 2;
  programAdministrator: boolean;
  /** 'Junction' marks a provider admin, 'google' a Google account. */
  accountType: string;
}
