import type { WebSessionUser } from '@lms/sdk/web';

/** The session user's account fields (part 1 §3), which `sayhi/` and the account calls answer beside the common ones. */
export interface AccountUser extends WebSessionUser {
  university?: string | null;
  description?: string | null;
  phoneNumber?: string | null;
  email_notifications?: boolean;
  sms_notifications?: boolean;
}

/** The key of the label bundle's student_fields that asks for a university or institution. */
export const UNIVERSITY_FIELD = 'university';
