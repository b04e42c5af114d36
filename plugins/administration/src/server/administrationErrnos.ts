import { defineErrnos } from '@lms/sdk';
import { ADMINISTRATION_MESSAGES } from '../schemas/administrationMessages.ts';

/** The plugin's own errnos, declared in its manifest. */
export const ADMINISTRATION_ERRNOS = defineErrnos({
  // Part 3 §6: an administrator whose permission level is below what the call needs.
  'admin-level': { status: 403, message: ADMINISTRATION_MESSAGES.levelTooLow },
  // Part 3 §5: a new account with a blank field.
  'fields-required': { status: 422, message: ADMINISTRATION_MESSAGES.allFieldsRequired },
  // A card payment when no installed plugin refunds that kind of payment.
  'refund-unavailable': { status: 409, message: 'This payment cannot be refunded here: no payment provider refunds it.' },
});
