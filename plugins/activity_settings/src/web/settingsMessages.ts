/** The activity settings screen's words (part 3 §4, §5, §8), exactly as the spec gives them. */
export const SETTINGS_MESSAGES = {
  noFields: 'Remember to select the field(s) to be updated.',
  noRows: 'Please select 1 or more rows to edit.',
  noChanges: 'No changes to save.',
  mock: 'You cannot save mock data.',
  sectionTemplate: 'Warning! Saving this change will break the linkage to the section template.',
  pastDue: 'Are you sure you want to set the due dates in the past?',
  unsaved: 'Are you sure? You have un-saved changes.',
  policy: 'Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.',
  dateOrder: 'Please order your dates sensibly',
  saved: 'Settings for the course have been updated.',
  reloading: 'Please wait while updated activities load.',
  /** Part 3 §8: 'Error: ' and the server's error, the status text, or this. */
  verify: 'Please verify the entered values.',
} as const;

/** Part 3 §8 "Activity settings": the load failure, the error's text in the parentheses. */
export const loadFailureMessage = (error: string): string => `We might have timed out (${error}). Please reload...`;
