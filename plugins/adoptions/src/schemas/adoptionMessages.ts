/** Part 3 §8 "Administration": the spec's messages, word for word. */
export const ADOPTION_MESSAGES = {
  requestNotFound: 'Request not found. Perhaps you already approved or rejected this?',
  noOutstandingRequests: 'No outstanding requests.',
  failedToUpdateCourse: 'Failed to update course.',
  requiredFields: 'Please enter all the required fields',
} as const;

/** Our own messages, where the spec gives none. */
export const OWN_MESSAGES = {
  notInCatalog: 'This course is not in the adoption catalog.',
  courseNotFound: 'Course not found.',
  alreadyRequested: 'You already requested this course; an administrator will answer soon.',
  startDateFormat: 'Enter the course start date as a day (yyyy-mm-dd).',
  noCourseToInvite: 'This request has no approved course to invite to.',
} as const;

/**
 * The adoption request's fields (part 1 §3 Professor registration payload), with
 * the labels the professor registration form shows them under (part 1 §5).
 */
export const REQUEST_FIELD_LABELS = {
  course_title: 'Course name and number',
  course_start_date: 'Course start date',
  course_enrollment: 'Expected enrollment count',
} as const;

export type RequestField = keyof typeof REQUEST_FIELD_LABELS;

export const REQUEST_FIELDS = Object.keys(REQUEST_FIELD_LABELS) as RequestField[];

/** A missing field's own message, with its label in the registration form's words ('Missing {label}', part 1 §5). */
export const missingFieldMessage = (field: RequestField): string => `Missing ${REQUEST_FIELD_LABELS[field].toLowerCase()}`;

/** Part 3 §9 "Paging and lists". */
export const ADOPTION_PAGE_SIZE = 1000;
