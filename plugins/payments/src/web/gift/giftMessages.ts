/** Part 1 §5 "Gift": the terms message as the spec words it for gifts (no full stop, unlike the code form's). */
export const GIFT_TERMS = 'You have to accept the Terms and Conditions';
/** The confirmation the view flips to (part 1 §4 "Gift flow"). */
export const giftSent = (email: string) => `Thank you! Your gift is paid. We have emailed ${email} an access code to redeem.`;
