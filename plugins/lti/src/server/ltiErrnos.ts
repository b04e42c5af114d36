import { defineErrnos, LmsError } from '@lms/sdk';

export const LTI_ERRNOS = defineErrnos({
  'lti-platform-exists': { status: 409, message: 'A platform with this issuer and client id is registered already.' },
  'lti-unknown-platform': { status: 400, message: 'No LTI platform is registered for this issuer and client id.' },
  'lti-invalid-launch': { status: 401, message: 'The LTI launch was refused.' },
});

/** A refused login or launch, saying which check failed (never echoing the token). */
export function refused(reason: string): LmsError {
  return LmsError.declared(LTI_ERRNOS, 'lti-invalid-launch', `The LTI launch was refused: ${reason}.`);
}
