import type { Knex } from 'knex';

/** The course roles an LTI launch maps to (LTI roles Instructor, TeachingAssistant, Learner). */
export type LtiCourseRole = 'instructor' | 'assistant' | 'student';

export interface PendingLtiAccount {
  /** The platform user id, unique across platforms (the lti plugin: `<platform id>:<sub>`). */
  ltiUserId: string;
  /** Where the user goes once registered: a path of this site. */
  deeplink: string;
  /** An instructor or assistant launch makes a professor account. */
  instructor: boolean;
  /** The course the launch was for, and the role there, admitted once the registration completes. */
  courseId: string | null;
  role: LtiCourseRole | null;
}

/**
 * `coreServices.ltiAccounts`: accounts of people an LTI platform launches
 * (part 1 §5 LTI registration): the link by platform user id, the pending
 * registration that /lti_register completes, and the course admission.
 */
export interface LtiAccounts {
  /** The account linked to a platform user id, or null. */
  userOf(ltiUserId: string, trx?: Knex): Promise<string | null>;
  /** A pending registration; its id goes to /lti_register (cookie or query). */
  createPending(input: PendingLtiAccount, trx?: Knex): Promise<{ id: string; expiresAt: Date }>;
  /**
   * Puts the user in the course with the platform's role: staff a course
   * staff row (an existing staff role is kept) and a professor account;
   * students an enrolment (staff stay staff). The course's invite_only and
   * enrollment_locked do not apply: the platform's roster decides. Throws
   * no-course for an unknown course.
   */
  admit(userId: string, courseId: string, role: LtiCourseRole, trx?: Knex): Promise<void>;
}
