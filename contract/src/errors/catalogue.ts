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
  // Issue 14 §1: a multipart body that breaks off or is not well-formed.
  'upload-incomplete': { status: 400, message: 'The upload was cut short. Please send the file again.' },
  // Issue 14 §1: CPU-heavy work on user input is bounded (core/src/offload).
  'too-complex': { status: 422, message: 'This is too large or too complex to process. Please send a smaller or simpler version.' },
  'server-busy': { status: 503, message: 'The server is busy. Please try again in a moment.' },
  'validation-failed': {
    status: 422,
    message: "We couldn't validate this data. Please make sure all fields are filled out correctly.",
  },
  'invalid-credentials': { status: 401, message: 'Email or password incorrect.' },
  'user-unverified': { status: 403, message: 'Please validate your email address first.' },
  'page-rule': { status: 422, message: 'This component cannot go on this page.' },
  'unknown-component-type': { status: 422, message: 'This component type is not installed.' },
  // A gradebook column the ledger only changes or removes when it is custom (no component).
  'column-not-custom': { status: 422, message: 'Only a custom column can be changed or removed here.' },
  'database-unavailable': { status: 503, message: 'The database is not answering.' },
  // Single sign-on (part 1 §2, §7).
  'sso-not-configured': { status: 404, message: 'Single sign-on is not configured for this site.' },
  'sso-unavailable': { status: 502, message: 'The sign-in provider is not answering. Please try again later.' },
  // Hardening (issue 14): a Host header naming another site; too many calls in a while (with Retry-After).
  'unknown-host': { status: 421, message: 'This site does not answer to this host name.' },
  'too-many-requests': { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  'quota-exceeded': { status: 413, message: 'This upload would exceed your storage quota.' },
  'internal-error': { status: 500, message: 'Something went wrong on our side.' },
  // Accounts (part 1 §7 "Login and account", §8).
  'user-exists': { status: 409, message: 'An account with this email already exists. Please log in.' },
  'user-not-exists': { status: 404, message: 'We could not find that email in our subscription list.' },
  'password-incorrect': { status: 403, message: 'Incorrect password' },
  'reset-invalid': { status: 400, message: 'This password reset link is invalid, was already used or has expired. Please ask for a new one.' },
  'resend-limit': { status: 429, message: 'The validation email can be sent again at most 3 times. Please contact support.' },
  'already-validated': { status: 409, message: 'This account is already validated. Please log in.' },
  'too-many-attempts': { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' },
  // Issue 26 item 10: after the throttling threshold, registration and password recovery ask for a solved captcha (the answer carries a fresh `captcha` challenge).
  'captcha-required': { status: 428, message: 'Please confirm you are a person: your browser solves a short puzzle, then sends the form again.' },
  'captcha-invalid': { status: 428, message: 'The puzzle could not be checked (it may have expired). Please try again.' },
  'no-course': { status: 404, message: 'Unknown course id...' },
  enrollment_locked: { status: 403, message: 'Enrollment in this course is closed.' },
  invite_only: { status: 403, message: 'This course is by invitation only.' },
  'name-locked': { status: 403, message: 'The name of a Google account is managed by Google and cannot be changed here.' },
  // Course load (part 2 §8): the client routes these to the payment and come-back-later pages.
  'payment-required': { status: 402, message: 'This course requires a payment.' },
  'start-date': { status: 403, message: 'This course has not started yet.' },
  'lti-registration-invalid': { status: 404, message: "Couldn't find your lti cookie..." },
  'validation-invalid': { status: 400, message: 'This validation link is invalid, was already used or has expired. Log in to get a new one.' },
  // Media and "From a URL" (part 1 §5): thrown with a more precise message where one applies.
  'invalid-url': { status: 422, message: 'URL is invalid.' },
  'file-too-large': { status: 422, message: 'File too large.' },
  'invalid-mimetype': { status: 422, message: 'File type not allowed.' },
  'url-unreachable': { status: 502, message: 'We could not load this URL.' },
  'invalid-ratio': { status: 422, message: 'The image does not have the required proportions.' },
  'range-not-satisfiable': { status: 416, message: 'The requested range is outside the file.' },
  'messaging-disabled': { status: 403, message: 'Messaging is disabled in this course.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type KernelErrno = keyof typeof ERROR_CATALOGUE;

/** What a plugin declares for one of its own errnos (its manifest's `errors`): the HTTP status and the default message. */
export interface ErrnoDeclaration {
  status: number;
  message: string;
}

/** A plugin's own errnos; the kernel merges them into the catalogue at start-up and refuses one that is taken. */
export type ErrnoDeclarations = Readonly<Record<string, ErrnoDeclaration>>;

/** Keeps a plugin's errno declarations' literal names, so `LmsError.declared(errnos, name)` checks the name. */
export function defineErrnos<const E extends ErrnoDeclarations>(declarations: E): E {
  return declarations;
}
