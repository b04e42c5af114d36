/** The administration area's messages: the spec's where it has one (part 3 §5, §8), quoted exactly. */
export const ADMINISTRATION_MESSAGES = {
  /** Part 3 §5 Users, codes and prices. */
  allFieldsRequired: 'All fields are required',
  /** Part 3 §8 Administration. */
  failedCheckData: 'Failed. Please check your data',
  levelTooLow: 'Your administrator level does not allow this.',
  emailInvalid: 'Please enter a valid email address.',
  creditsInvalid: 'Credits are a whole number from 0 to 1,000,000.',
  searchEmpty: 'Type a name or an email to search.',
  courseSearchEmpty: 'Type a title or a course id to search.',
  /** Part 3 §8 Administration. */
  studentCountsFailed: 'Failed to obtain student counts',
} as const;

/** At most this many accounts answer a search. */
export const SEARCH_LIMIT = 50;
export const MAX_CREDITS = 1_000_000;
export const AUDIT_PAGE_SIZE = 50;
