import type { WebSessionUser } from '@lms/sdk/web';
import type { SessionUserAnswer } from '@lms/sdk/calls';

/**
 * The session user with its account fields (part 1 §3), which `sayhi/` and the
 * account calls answer beside the common ones (a session signed in before may lack them).
 */
export type AccountUser = WebSessionUser &
  Partial<Pick<SessionUserAnswer, 'university' | 'description' | 'phoneNumber' | 'email_notifications' | 'sms_notifications' | 'badges'>>;

/** The key of the label bundle's student_fields that asks for a university or institution. */
export const UNIVERSITY_FIELD = 'university';
