/** The spec's assessment messages (part 2 §4, §5, §8; part 3 §5), quoted exactly, shared by server and web. */
export const ASSESSMENT_MESSAGES = {
  /** Part 3 §5 "Activity dates". */
  dateOrder: 'Please order your dates sensibly',
  policy: 'Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.',
  correctOnlyAfterClose: 'Showing correct answers other than after the close date is not possible when the review only happens then',
  correctAfterDue: 'Showing correct answers should happen after the due date when the review only happens then',
  responsesNeedClose: 'Without a close date, we cannot show responses after that.',
  responsesNeedDue: 'Without a due date, we cannot show responses after that.',
  checkNeedsDue: 'Without a due date, we cannot show the check answer button after that.',
  lockBackButton: 'Re-opening an attempt without the use of the back button is not allowed.',
  stopPoints: 'You need to add a stop point for each item.',
  videoNeeded: 'A video quiz needs a video selected.',
  nextSteps: 'You need to select the next step for each item.',
} as const;

/**
 * Ours, where the spec says "the same for correct answers" or states a rule
 * without a message: each follows the wording of its spec sibling.
 */
export const ASSESSMENT_RULE_MESSAGES = {
  correctNeedClose: 'Without a close date, we cannot show correct answers after that.',
  correctNeedDue: 'Without a due date, we cannot show correct answers after that.',
  checkNeedsClose: 'Without a close date, we cannot show the check answer button after that.',
  responsesNeedMax: 'Without a maximum number of attempts, we cannot show responses after that.',
  correctNeedMax: 'Without a maximum number of attempts, we cannot show correct answers after that.',
  checkNeedsMax: 'Without a maximum number of attempts, we cannot show the check answer button after that.',
  timeLimit: 'Choose a time limit of 15 to 120 minutes in steps of 15, no time limit, or a custom time in whole seconds.',
  itemsRepeat: 'A Question can be in an assessment only once.',
  pickx: 'You cannot pick more Questions than the assessment has.',
  items: 'Questions are a list of at most 500, each with its id and points from 0 to 999.',
  video: 'A video is the address of a web or library video.',
  stopPoint: 'A stop point is a whole number of seconds, at least 0.',
  instructions: 'Instructions are at most 5000 characters.',
} as const;

/** The labels of the date fields, in the spec's `{field}` of its date messages. */
export const DATE_LABELS = { open_date: 'Open date', due_date: 'Due date', close_date: 'Close date' } as const;
