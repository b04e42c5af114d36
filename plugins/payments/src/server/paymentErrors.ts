import { LmsError } from '@lms/sdk';
import { PAYMENT_MESSAGES } from '../schemas/paymentMessages.ts';
import { LOCATION_MESSAGE } from '../schemas/paymentSchemas.ts';

/** The payments plugin's own errnos (payments-api.md), each with its status. */
export const paymentErrors = {
  noBundle: () => new LmsError('no-bundle', PAYMENT_MESSAGES.noBundle, { status: 404 }),
  alreadyPaid: () => new LmsError('already-paid', PAYMENT_MESSAGES.alreadyPaid, { status: 409 }),
  // Not a server failure (5xx, logged as an error): this site simply has no webhook, and anyone may call the address.
  webhookOff: () => new LmsError('webhook-off', PAYMENT_MESSAGES.webhookOff, { status: 404 }),
  cardPaymentsOff: () => new LmsError('card-payments-off', PAYMENT_MESSAGES.cardPaymentsOff, { status: 503 }),
  codeOnly: () => new LmsError('code-only', PAYMENT_MESSAGES.codeOnly, { status: 422 }),
  provider: () => new LmsError('payment-provider', PAYMENT_MESSAGES.providerError, { status: 502 }),
  badSignature: () => new LmsError('bad-signature', PAYMENT_MESSAGES.badSignature, { status: 400 }),
  unknownCheckout: () => new LmsError('not-found', PAYMENT_MESSAGES.unknownCheckout),
  badLocation: () => LmsError.validation([{ field: 'location', message: LOCATION_MESSAGE }]),
  badCode: () => LmsError.validation([{ field: 'paymentCode', message: PAYMENT_MESSAGES.badCode }]),
  invalidCode: () => new LmsError('invalid-code', PAYMENT_MESSAGES.invalidCode, { status: 404 }),
  codeUsed: () => new LmsError('code-used', PAYMENT_MESSAGES.codeUsed, { status: 409 }),
  codeMismatch: () => new LmsError('code-mismatch', PAYMENT_MESSAGES.codeMismatch, { status: 422 }),
};
