// Part 1 §5 validation rules with the spec's messages. Pure and browser-safe:
// the server enforces them and the forms show them before a call is made.
export * from './fieldErrors.ts';
export * from './email.ts';
export * from './login.ts';
export * from './passwords.ts';
export * from './passwordForms.ts';
export * from './registration.ts';
export * from './profile.ts';
export * from './phone.ts';
export * from './dates.ts';
export * from './courseImage.ts';
export * from './sitePath.ts';
export * from './sizeText.ts';
export * from './activityFilter.ts';
export * from './enrolmentLock.ts';
export * from './timeLimitText.ts';
export * from './videoConversion.ts';
