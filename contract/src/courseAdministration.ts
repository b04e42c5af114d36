import type { Knex } from 'knex';

/** One member of a course's staff, as administrators see them. */
export interface AdministeredStaff {
  id: string;
  name: string;
  email: string;
  role: 'instructor' | 'assistant';
  /** Part 3 §3 Course all_instructors: instructors have edit rights, assistants not. */
  editRights: boolean;
}

/** A course as the administrators' course search lists it. */
export interface AdministeredCourse {
  id: string;
  title: string;
  subtitle: string | null;
  startDate: string | null;
  endDate: string | null;
  archived: boolean;
  staff: AdministeredStaff[];
  studentCount: number;
}

/** Part 3 §3 Course, the instructor and admin fields an administrator reads on /administrator/courses/{course_id}. */
export interface AdministeredCourseRecord extends AdministeredCourse {
  slug: string | null;
  openDate: string | null;
  createdAt: string;
  sectionType: 'section' | 'program_master';
  useSectionTemplate: boolean;
  /** Enrolment flags (false unless set). */
  enrolment: { invite_only: boolean; enrollment_locked: boolean; continuous_enrollment: boolean; sso_only: boolean };
  assistantsNoManagerRights: boolean;
  /** The payment settings: cents a student pays (0: free), and the ISBN when the course is sold through one. */
  payment: { amount: number; isbn: string | null; courtesyWindow: number | null; accessDays: number | null };
  /** Students who paid (a payment row not refunded). */
  paidCount: number;
}

/** What a slug change did, for the audit log. */
export interface SlugChange {
  courseId: string;
  before: string | null;
  after: string | null;
}

/**
 * Part 1 §3 "Course payment settings" and part 3 §3 Course "Payments", as a price gives them
 * (part 3 §3 Price): money in cents; `amount` is what the course gate asks (0: free).
 */
export interface CoursePaymentSettings {
  amount: number;
  second_amount: number | null;
  method: string;
  ISBN: string | null;
  /** The price the settings came from. */
  isbn_id: string;
  isbn_number: string | null;
  cost: number | null;
  fee: number | null;
  currency: string;
  exrollment_days: number | null;
  courtesy_window: number | null;
  show_modal: number | null;
}

/** What a payment settings change did, for the audit log (the stored settings, null when none). */
export interface CoursePaymentChange {
  courseId: string;
  before: Record<string, unknown> | null;
  after: CoursePaymentSettings;
}

/** `coreServices.courseAdministration`: administrators' reads of any course (issue 24 item 3), its slug (part 3 §7 utils/slug) and its payment settings (`apply`). */
export interface CourseAdministration {
  /** Courses whose title contains `text` (any case), or whose id is `text`, at most `limit`, by title. */
  find(text: string, limit: number): Promise<AdministeredCourse[]>;
  /** Throws not-found for an unknown course. */
  record(courseId: string): Promise<AdministeredCourseRecord>;
  /** Students enrolled, and those of them who paid. Throws not-found. */
  studentCounts(courseId: string): Promise<{ studentCount: number; paidCount: number }>;
  /**
   * Sets the course's slug (null takes it away) in the caller's transaction. Throws not-found
   * for an unknown course, and a validation error when another course has the slug.
   */
  changeSlug(courseId: string, slug: string | null, trx: Knex.Transaction): Promise<SlugChange>;
  /** Replaces the course's payment settings in the caller's transaction. Throws not-found for an unknown course. */
  setPayment(courseId: string, payment: CoursePaymentSettings, trx: Knex.Transaction): Promise<CoursePaymentChange>;
}
