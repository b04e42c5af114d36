import type { Knex } from 'knex';

/** An account as the administration area shows it (part 1 §3 User session fields, part 3 §5 user admin). */
export interface AdministeredAccount {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  institution: string | null;
  role: string | null;
  instructor: boolean;
  /** 0 none; the permission level is this value minus 1. */
  administrator: number;
  programAdministrator: boolean;
  accountType: string;
  validated: boolean;
  credits: number;
  createdAt: string;
}

/** A course the account is in, as staff or as a student. */
export interface AdministeredMembership {
  courseId: string;
  title: string;
  role: 'student' | 'instructor' | 'assistant';
  /** A student's enrolment (part 3 §3 Enrollment); null for staff. */
  enrolment: AdministeredEnrolment | null;
}

/** What an administrator sets on an enrolment: its own dates (null: the course's) and the inclusive-access opt-out. */
export interface AdministeredEnrolment {
  accessEndDate: string | null;
  paymentDueDate: string | null;
  iaOptOut: boolean;
}

/** `changeDates`' dates; null takes the enrolment back to the course's. */
export interface EnrolmentDates {
  accessEndDate: Date | null;
  paymentDueDate: Date | null;
}

/** A payment row (a card payment, a redeemed code, or one an administrator marked). */
export interface AdministeredPayment {
  id: string;
  courseId: string;
  amount: number;
  paidAt: string;
  paymentType: string;
  providerRef: string | null;
  refundedAt: string | null;
}

export interface AdministeredAccountRecord {
  account: AdministeredAccount;
  courses: AdministeredMembership[];
  payments: AdministeredPayment[];
}

/** Part 3 §5: 'Account creation in user admin requires name, surname, email, phone, institution and role'. */
export interface NewAdministeredAccount {
  name: string;
  surname: string;
  email: string;
  phone: string;
  institution: string;
  role: string;
  /** Makes a professor account (instructor flag). */
  instructor: boolean;
}

/**
 * `coreServices.accountAdministration`: what site administrators do to
 * accounts, enrolments and payment rows (part 3 §7 Administration `account`,
 * `search`, `searchcourseid`, `utils/*`). Every write takes the caller's
 * transaction, so the caller's own record of it (an audit entry) commits with
 * it or not at all; every write answers the record before and after.
 * Unknown users, courses or payments throw not-found; nothing is written then.
 */
export interface AccountAdministration {
  /** Accounts whose name, surname, full name or email contains `text` (case-insensitive), at most `limit`, by surname. */
  search(text: string, limit: number): Promise<AdministeredAccount[]>;
  /** The course's students and staff. Throws no-course for an unknown course. */
  inCourse(courseId: string): Promise<AdministeredAccount[]>;
  record(userId: string, trx?: Knex): Promise<AdministeredAccountRecord>;
  /** A validated account without a password (the person sets one through password recovery); throws user-exists. */
  create(input: NewAdministeredAccount, trx: Knex.Transaction): Promise<AdministeredAccount>;
  verify(userId: string, trx: Knex.Transaction): Promise<AccountChange>;
  /** Throws user-exists when another account has the address. */
  changeEmail(userId: string, email: string, trx: Knex.Transaction): Promise<AccountChange>;
  setCredits(userId: string, credits: number, trx: Knex.Transaction): Promise<AccountChange>;
  /** Administrator value 0 and no program administration. */
  removePermissions(userId: string, trx: Knex.Transaction): Promise<AccountChange>;
  /** The instructor flag off, and the account out of every course's staff. */
  removeInstructor(userId: string, trx: Knex.Transaction): Promise<AccountChange>;
  /** Enrols as a student whatever the course's enrolment rules (invite_only, enrollment_locked); staff stay staff. */
  enrol(userId: string, courseId: string, trx: Knex.Transaction): Promise<AccountChange>;
  unenrol(userId: string, courseId: string, trx: Knex.Transaction): Promise<AccountChange>;
  /** Sets a student's enrolment dates (part 3 §7 `utils/change_date`); throws not-found when the user is no student of the course. */
  changeDates(userId: string, courseId: string, dates: EnrolmentDates, trx: Knex.Transaction): Promise<AccountChange>;
  /** Marks a student's enrolment opted out of inclusive access, or not (part 3 §7 `utils/ia_opt_out`); not-found as changeDates. */
  setOptOut(userId: string, courseId: string, optOut: boolean, trx: Knex.Transaction): Promise<AccountChange>;
  /** A payment row of 0 cents ('admin') that opens a paid course, and the enrolment. */
  markAsPaid(userId: string, courseId: string, trx: Knex.Transaction): Promise<AccountChange>;
  /** The payment row moves to another course (the user is enrolled there). */
  movePayment(paymentId: string, courseId: string, trx: Knex.Transaction): Promise<AccountChange>;
  /** Marks the payment row refunded: it no longer opens its course. Throws already-refunded. */
  markRefunded(paymentId: string, trx: Knex.Transaction): Promise<AccountChange>;
  payment(paymentId: string, trx?: Knex): Promise<AdministeredPayment>;
  /**
   * Refunds the payment at the provider that took it (the plugins' `accounts.refundPayment`
   * hooks): the plugin and its refund reference, or null when no plugin took the payment.
   * Writes nothing here: mark the row with `markRefunded` in your transaction after.
   */
  refundAtProvider(payment: AdministeredPayment): Promise<{ pluginId: string; reference: string } | null>;
}

/** A write's record of the account before and after it. */
export interface AccountChange {
  userId: string;
  before: AdministeredAccountRecord;
  after: AdministeredAccountRecord;
}
