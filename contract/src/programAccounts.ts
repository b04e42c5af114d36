import type { Knex } from 'knex';

/** A professor an invitation registers (part 3 §5 Program registration): the form's fields, already checked by the caller. */
export interface InvitedProfessor {
  firstname: string;
  lastname: string;
  email: string;
  /** Checked again against the kernel's password rule (part 1 §5); hashed by the kernel. */
  password: string;
  phone: string;
  roleTitle: string;
  university: string;
}

/** A course role a program gives: a section's instructor or student. */
export type ProgramCourseRole = 'instructor' | 'student';

/** The courses a program gives its coordinators rights on (part 1 §6). */
export interface ProgramCourseGrants {
  /** The section template: every right but the edit-only ones. */
  templateId: string;
  /** The program's sections: every right an instructor has. */
  sectionIds: readonly string[];
  /** The program administrators who run the program. */
  coordinators: readonly string[];
}

/**
 * `coreServices.programAccounts`: the accounts and course places the programs
 * plugin manages (instructor invitations, program registration, students moved
 * between sections). Every call takes the caller's transaction.
 */
export interface ProgramAccounts {
  /** The account with this address (any case, outer spaces ignored), or null. */
  userByEmail(email: string, trx?: Knex): Promise<string | null>;
  /**
   * A validated professor account (the invitation's email proved the address),
   * terms accepted now. Throws user-exists for a taken address, validation-failed
   * with the password rule's message for a weak password.
   */
  registerProfessor(input: InvitedProfessor, trx: Knex.Transaction): Promise<string>;
  /**
   * Puts the user in the course: an instructor gets a course staff row (an
   * existing staff role is kept) and a professor account; a student an
   * enrolment (staff stay staff). invite_only and enrollment_locked do not
   * apply: the program administrator decides. Throws no-course.
   */
  admit(userId: string, courseId: string, role: ProgramCourseRole, trx?: Knex): Promise<void>;
  /** Takes the user out of the course: their staff row and their enrolment. Answers whether they were in it. */
  withdraw(userId: string, courseId: string, trx?: Knex): Promise<boolean>;
  /**
   * Replaces the rights the program gives on courses with `grants` (null: none,
   * for a deleted program or one only site administrators run). The permission
   * service grants them to users who are still program administrators.
   */
  replaceCourseRights(programId: string, grants: ProgramCourseGrants | null, trx: Knex.Transaction): Promise<void>;
}
