import { defineErrnos, LmsError } from '@lms/sdk';
import { PAYMENT_MESSAGES } from '../schemas/paymentMessages.ts';
import { LOCATION_MESSAGE } from '../schemas/paymentSchemas.ts';

/** The payments plugin's own errnos (payments-api.md), declared in its manifest with their status. */
export const PAYMENT_ERRNOS = defineErrnos({
  'no-bundle': { status: 404, message: PAYMENT_MESSAGES.noBundle },
  'already-paid': { status: 409, message: PAYMENT_MESSAGES.alreadyPaid },
  // Not a server failure (5xx, logged as an error): this site simply has no webhook, and anyone may call the address.
  'webhook-off': { status: 404, message: PAYMENT_MESSAGES.webhookOff },
  'card-payments-off': { status: 503, message: PAYMENT_MESSAGES.cardPaymentsOff },
  'code-only': { status: 422, message: PAYMENT_MESSAGES.codeOnly },
  'payment-provider': { status: 502, message: PAYMENT_MESSAGES.providerError },
  'bad-signature': { status: 400, message: PAYMENT_MESSAGES.badSignature },
  'invalid-code': { status: 404, message: PAYMENT_MESSAGES.invalidCode },
  'code-used': { status: 409, message: PAYMENT_MESSAGES.codeUsed },
  'code-mismatch': { status: 422, message: PAYMENT_MESSAGES.codeMismatch },
  'no-code': { status: 404, message: PAYMENT_MESSAGES.noSuchCode },
  'code-not-deactivated': { status: 409, message: PAYMENT_MESSAGES.notDeactivated },
  'code-not-reactivated': { status: 409, message: PAYMENT_MESSAGES.notReactivated },
  'code-not-redeemed': { status: 409, message: PAYMENT_MESSAGES.notRedeemed },
  'no-user': { status: 404, message: PAYMENT_MESSAGES.noUser },
  'no-account': { status: 404, message: PAYMENT_MESSAGES.noAccount },
  'no-price': { status: 404, message: PAYMENT_MESSAGES.noPrice },
  'no-gift': { status: 404, message: PAYMENT_MESSAGES.nothingToGift },
  'zip-invalid': { status: 422, message: PAYMENT_MESSAGES.zipInvalid },
  'tax-error': { status: 502, message: PAYMENT_MESSAGES.taxInternal },
  'unknown-gift': { status: 404, message: PAYMENT_MESSAGES.unknownGift },
});

/** The errors the payments routes throw. */
export const paymentErrors = {
  noBundle: () => LmsError.declared(PAYMENT_ERRNOS, 'no-bundle'),
  alreadyPaid: () => LmsError.declared(PAYMENT_ERRNOS, 'already-paid'),
  webhookOff: () => LmsError.declared(PAYMENT_ERRNOS, 'webhook-off'),
  cardPaymentsOff: () => LmsError.declared(PAYMENT_ERRNOS, 'card-payments-off'),
  codeOnly: () => LmsError.declared(PAYMENT_ERRNOS, 'code-only'),
  provider: () => LmsError.declared(PAYMENT_ERRNOS, 'payment-provider'),
  badSignature: () => LmsError.declared(PAYMENT_ERRNOS, 'bad-signature'),
  unknownCheckout: () => new LmsError('not-found', PAYMENT_MESSAGES.unknownCheckout),
  badLocation: () => LmsError.validation([{ field: 'location', message: LOCATION_MESSAGE }]),
  badCode: () => LmsError.validation([{ field: 'paymentCode', message: PAYMENT_MESSAGES.badCode }]),
  invalidCode: () => LmsError.declared(PAYMENT_ERRNOS, 'invalid-code'),
  codeUsed: () => LmsError.declared(PAYMENT_ERRNOS, 'code-used'),
  codeMismatch: () => LmsError.declared(PAYMENT_ERRNOS, 'code-mismatch'),
  noCode: () => LmsError.declared(PAYMENT_ERRNOS, 'no-code'),
  notDeactivated: () => LmsError.declared(PAYMENT_ERRNOS, 'code-not-deactivated'),
  notReactivated: () => LmsError.declared(PAYMENT_ERRNOS, 'code-not-reactivated'),
  notRedeemed: () => LmsError.declared(PAYMENT_ERRNOS, 'code-not-redeemed'),
  noUser: () => LmsError.declared(PAYMENT_ERRNOS, 'no-user'),
  noAccount: () => LmsError.declared(PAYMENT_ERRNOS, 'no-account'),
  noPrice: () => LmsError.declared(PAYMENT_ERRNOS, 'no-price'),
  nothingToGift: () => LmsError.declared(PAYMENT_ERRNOS, 'no-gift'),
  zipInvalid: () => LmsError.declared(PAYMENT_ERRNOS, 'zip-invalid'),
  taxInternal: () => LmsError.declared(PAYMENT_ERRNOS, 'tax-error'),
  unknownGift: () => LmsError.declared(PAYMENT_ERRNOS, 'unknown-gift'),
  giftPeople: (fields: { field: string; message: string }[]) => LmsError.validation(fields),
};
