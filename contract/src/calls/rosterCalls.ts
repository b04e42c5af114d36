import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { ID_PATTERN } from '../ids.ts';

/** Most students one call removes (a whole large section at once). */
export const MAX_UNENROL = 5000;

export const UNENROL_MESSAGES = {
  courseId: 'courseId must be a course id (24 hexadecimal characters).',
  students: 'students must list the ids of the students to remove.',
  noStudents: 'Select at least one student to remove.',
  tooMany: `At most ${MAX_UNENROL} students can be removed at once.`,
  studentId: 'Each student must be a user id (24 hexadecimal characters).',
} as const;

/**
 * Part 3 §3 "Student roster entry". `name` and `surname` are the first and last
 * name as registration calls them (`register/` takes name and surname);
 * `fullname` is both, as people read it.
 */
export const RosterEntrySchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  surname: Type.String(),
  fullname: Type.String(),
  enrolled: Type.Object({ days_since: Type.Integer() }),
  /** The account came from an LTI platform (it carries the platform's user id). */
  lti: Type.Boolean(),
});
export type RosterEntry = Static<typeof RosterEntrySchema>;

/** The course roster (part 3 §3 "Student roster entry", §6). */
export const getRoster = defineCall({
  method: 'GET',
  path: 'roster/:courseId/',
  summary: "The course's students (never its instructors or assistants), by last name then first name.",
  answer: Type.Object({ students: Type.Array(RosterEntrySchema) }),
});

/** Part 3 §7 Gradebook `POST unenroll_student/`: payload courseId, students. */
export const unenrolStudents = defineCall({
  method: 'POST',
  path: 'unenroll_student/',
  summary: 'Removes students from a course (never its staff); needs manager rights in that course.',
  body: Type.Object(
    {
      courseId: Type.String({ pattern: ID_PATTERN, errorMessage: UNENROL_MESSAGES.courseId }),
      students: Type.Array(Type.String({ pattern: ID_PATTERN, errorMessage: UNENROL_MESSAGES.studentId }), {
        minItems: 1,
        maxItems: MAX_UNENROL,
        errorMessage: { type: UNENROL_MESSAGES.students, minItems: UNENROL_MESSAGES.noStudents, maxItems: UNENROL_MESSAGES.tooMany },
      }),
    },
    { errorMessage: { required: { courseId: UNENROL_MESSAGES.courseId, students: UNENROL_MESSAGES.students } } },
  ),
  answer: Type.Object({ removed: Type.Integer() }),
});

/**
 * Part 3 §3 "Student roster entry" with its "Enrollment", from what the kernel
 * holds: the enrolment row (its date), the student's payments for the course
 * and the course's price and end date.
 */
export const EnrolledStudentSchema = Type.Object({
  ...RosterEntrySchema.properties,
  /** days_since as the roster counts it; date: when the enrolment was made (ISO). */
  enrolled: Type.Object({ days_since: Type.Integer(), date: Type.String() }),
  /** A payment for this course is recorded (card, code or bundle). */
  paid: Type.Boolean(),
  /** When it was recorded (the first payment), or null. */
  paid_at: Type.Union([Type.String(), Type.Null()]),
  /** The payment was made by card (checkout), not with a code. */
  ccpayment: Type.Boolean(),
  /** The course's end date: the kernel keeps no shorter access period per student. */
  access_end_date: Type.Union([Type.String(), Type.Null()]),
  /** A priced course not paid for yet: due from enrolment (the course holds the student until paid); otherwise null. */
  payment_due_date: Type.Union([Type.String(), Type.Null()]),
});
export type EnrolledStudent = Static<typeof EnrolledStudentSchema>;

/** The answer of `GET stats/enrollments/{courseId}`. */
export const EnrollmentsSchema = Type.Object({
  students: Type.Array(EnrolledStudentSchema),
  enrollment_locked: Type.Boolean(),
  invite_only: Type.Boolean(),
  /** The course asks a price of its students (not free, an amount set). */
  payment_required: Type.Boolean(),
  /** The caller has manager rights (un-enrolling, `POST unenroll_student/`). */
  may_unenroll: Type.Boolean(),
  /** The caller has edit rights (the lock is a course setting, `PUT collection/courses/{courseId}/`). */
  may_change_lock: Type.Boolean(),
});
export type Enrollments = Static<typeof EnrollmentsSchema>;

/** Part 3 §7 `GET stats/enrollments/{courseId}` (shape not shown by the spec): the roster with enrolment details. */
export const getEnrollments = defineCall({
  method: 'GET',
  path: 'stats/enrollments/:courseId',
  summary: "The course's students (never its staff) with their enrolment details, the enrolment lock and what the caller may change.",
  answer: EnrollmentsSchema,
});

export const ENROLLMENT_MESSAGES = {
  notEnrolled: 'This student is not enrolled in the course.',
  ownOnly: 'You can see only your own enrolment.',
} as const;

/** `GET stats/enrollments/{courseId}/{userId}`: one student's entry (professors: any student; a student: their own). */
export const getEnrollment = defineCall({
  method: 'GET',
  path: 'stats/enrollments/:courseId/:userId',
  summary: "One student's roster entry with enrolment details; a student may ask only for their own.",
  answer: Type.Object({ student: EnrolledStudentSchema }),
});

/** Most people one staff search answers; more means "type more of the name". */
export const STAFF_SEARCH_LIMIT = 20;
export const STAFF_SEARCH_MIN = 2;

export const STAFF_SEARCH_MESSAGES = {
  search: `Type at least ${STAFF_SEARCH_MIN} characters of a name or email.`,
} as const;

/** A person the course settings may name as instructor or assistant (part 3 §3 Course all_instructors). */
export const StaffCandidateSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  display_name: Type.String(),
});
export type StaffCandidate = Static<typeof StaffCandidateSchema>;

/**
 * The course settings' people picker: professor accounts (instructors and
 * assistants are professor accounts) whose name or email holds the text, never
 * students, at most STAFF_SEARCH_LIMIT. Only those who edit the course settings ask.
 */
export const searchStaffCandidates = defineCall({
  method: 'GET',
  path: 'staff_candidates/:courseId',
  summary: 'Professor accounts whose name or email holds the search text, for choosing the course staff.',
  query: Type.Object({
    search: Type.String({ minLength: STAFF_SEARCH_MIN, maxLength: 100, errorMessage: STAFF_SEARCH_MESSAGES.search }),
  }, { errorMessage: { required: { search: STAFF_SEARCH_MESSAGES.search } } }),
  answer: Type.Object({ people: Type.Array(StaffCandidateSchema), more: Type.Boolean() }),
});
