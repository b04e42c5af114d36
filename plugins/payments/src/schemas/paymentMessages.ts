/** The messages and errnos of the payments calls (part 1 §8 "Payments", part 3 §5), shared by server and web. */
export const PAYMENT_MESSAGES = {
  noBundle: 'No course(s) found',
  alreadyPaid: 'You already have access to these courses.',
  cardPaymentsOff: 'Card payments are not available on this site.',
  codeOnly: 'This can only be paid with an access code.',
  providerError: 'Connection Error. Please try again later.',
  badSignature: 'The webhook signature could not be verified.',
  webhookOff: 'Stripe webhooks are not set up on this site.',
  unknownCheckout: 'No such checkout.',
  badCode: 'Please enter a valid code.',
  invalidCode: 'That code is not valid.',
  codeUsed: 'That code has already been redeemed.',
  codeMismatch: 'That code is for another course.',
  codeCount: 'Please enter an integer between 1 and 10,000',
  badCourse: 'That is not a valid course id',
  bundleTitle: 'Please enter a title.',
  bundleAmount: 'The amount is a whole number of cents, 0 or more.',
  bundleCourses: 'A bundle needs at least one course, each once.',
  // Part 3 §8 "Administration".
  notDeactivated: 'Code could not be de-activated',
  noSuchCode: 'No such code.',
  notReactivated: 'Code could not be re-activated',
  notRedeemed: 'That code has not been redeemed.',
  noUser: 'No account has that email address.',
  badEmail: 'Please enter a valid email address',
  noPrice: 'No such price.',
  // Part 1 §5 "Gift" and §8 "Payments".
  nothingToGift: 'Nothing found that you can buy as a gift.',
  zipInvalid: 'The Billing Zip Code you supplied failed validation.',
  taxInternal: 'Internal Error. Please review your zip code and try again.',
  bothNames: 'Please provide both names',
  giftTerms: 'You have to accept the Terms and Conditions',
  unknownGift: 'No such gift order.',
  giftTaxFirst: 'Please compute the tax first.',
} as const;

export const MAX_CODES_PER_REQUEST = 10_000;
