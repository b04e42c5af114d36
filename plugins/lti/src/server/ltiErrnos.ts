import { defineErrnos, LmsError } from '@lms/sdk';

export const LTI_ERRNOS = defineErrnos({
  'lti-platform-exists': { status: 409, message: 'A platform with this issuer and client id is registered already.' },
  'lti-unknown-platform': { status: 400, message: 'No LTI platform is registered for this issuer and client id.' },
  'lti-invalid-launch': { status: 401, message: 'The LTI launch was refused.' },
  'lti-not-linked': { status: 404, message: 'This course is not linked to an LTI platform (an instructor launch from the platform links it).' },
  'lti-unknown-sync-type': { status: 400, message: 'Unknown sync type: total, total-percent, chapter, chapter-percent, roll-up, roll-up-percent or none.' },
  'lti-platform-failed': { status: 502, message: 'The LTI platform did not accept the call.' },
  'lti-deep-link-gone': { status: 410, message: 'This deep linking request has expired or was answered already: start again from the other LMS.' },
  'lti-not-your-course': { status: 403, message: 'You can link only courses you teach.' },
  'lti-registration-failed': { status: 422, message: 'The LTI dynamic registration failed.' },
  'lti-one-item-only': { status: 400, message: 'The other LMS takes one item only: choose one.' },
});

/** A refused login or launch, saying which check failed (never echoing the token). */
export function refused(reason: string): LmsError {
  return LmsError.declared(LTI_ERRNOS, 'lti-invalid-launch', `The LTI launch was refused: ${reason}.`);
}

/** A dynamic registration that failed, saying at which step (nothing is stored). */
export function registrationFailed(reason: string): LmsError {
  return LmsError.declared(LTI_ERRNOS, 'lti-registration-failed', `The LTI dynamic registration failed: ${reason}.`);
}
