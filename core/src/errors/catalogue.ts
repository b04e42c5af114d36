/**
 * The one catalogue of error codes the kernel answers with: the spec's errno
 * strings plus our own. Each has its HTTP status and a default message;
 * a thrower may give a more precise message.
 */
export const ERROR_CATALOGUE = {
  'not-logged': { status: 401, message: 'not logged in' },
  'access-denied': { status: 403, message: 'You do not have access to this.' },
  'student-not-in-course': { status: 403, message: 'You are not enrolled in this course.' },
  'csrf-failed': { status: 403, message: 'The request did not come from this site. Reload the page and try again.' },
  'not-found': { status: 404, message: 'Not found.' },
  'method-not-allowed': { status: 405, message: 'This method is not allowed here.' },
  conflict: { status: 409, message: 'This conflicts with the current state.' },
  'payload-too-large': { status: 413, message: 'The request is too large.' },
  'unsupported-media-type': { status: 415, message: 'Send JSON (Content-Type: application/json).' },
  'invalid-json': { status: 400, message: 'The request body is not valid JSON.' },
  'validation-failed': {
    status: 422,
    message: "We couldn't validate this data. Please make sure all fields are filled out correctly.",
  },
  'invalid-credentials': { status: 401, message: 'Email or password incorrect.' },
  'user-unverified': { status: 403, message: 'Please validate your email address first.' },
  'page-rule': { status: 422, message: 'This component cannot go on this page.' },
  'unknown-component-type': { status: 422, message: 'This component type is not installed.' },
  'database-unavailable': { status: 503, message: 'The database is not answering.' },
  'internal-error': { status: 500, message: 'Something went wrong on our side.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type KernelErrno = keyof typeof ERROR_CATALOGUE;
