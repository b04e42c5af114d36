/** Part 3 §3 "Student roster entry", as `GET roster/{courseId}/` answers it (docs/api.md). */
export interface RosterEntry {
  _id: string;
  /** First name (registration's `name`). */
  name: string;
  email: string;
  firstname: string;
  lastname: string;
  /** Last name (registration's `surname`). */
  surname: string;
  /** First and last name, as people read it. */
  fullname: string;
  enrolled: { days_since: number };
  /** The account came from an LTI platform. */
  lti: boolean;
}
