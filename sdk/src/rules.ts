/** Browser-safe rules shared by a plugin's server and web sides. */
export { isSitePath } from '@lms/contract/rules';
/** The one date module (spec bounds, constants, entry parsing and messages): see docs/plugin-authoring.md "Shared rules". */
export {
  FIRST_DATE_YEAR,
  LAST_DATE_YEAR,
  NO_CLOSE_YEAR,
  NO_DATE_SENTINEL,
  DEFAULT_TIME,
  LOCK_DATE,
  ACTIVITY_DATE_MESSAGES,
  isActivityDateInBounds,
  isNoCloseDate,
  isNoDate,
  joinDateAndTime,
  readDateParts,
  splitDate,
  formatEnteredDate,
  parseEnteredDate,
  MAX_DATE_YEAR,
  DATE_FORMAT_MESSAGE,
  type ParsedDate,
  type DateParts,
  type JoinedDate,
} from '@lms/contract/rules';
/** The one late-penalty function every gradable plugin applies (part 1 §9). */
export { HOUR, DAY, WEEK, penaltyPeriod, penaltyPercent, latePenalty, latenessSeconds, type LatePolicy } from '@lms/contract/late-penalty';
/** Part 3 §5 "Rollup": the activity filter with quoted phrases (activity settings, rollup manager). */
export { ACTIVITY_FILTER_MESSAGES, parseActivityFilter, matchesActivityFilter, type ActivityFilter } from '@lms/contract/rules';
/** Part 3 §3 "Activity", "Visibility settings": the activity settings' fields and visibilities (server and screens). */
export {
  ACTIVITY_VISIBILITIES,
  CORRECT_ANSWER_VISIBILITIES,
  ACTIVITY_SETTING_FIELDS,
  type ActivityVisibility,
  type CorrectAnswerVisibility,
  type ActivitySettingValues,
  type ActivitySettingField,
} from '@lms/contract/activitySettings.ts';
/** Part 3 §9: a time limit in words (Not Timed, 15 minutes, 1 hour ...). */
export { timeLimitText } from '@lms/contract/rules';
/** Part 1 §5: the registration messages, the password rule and field errors, for forms a plugin owns (program registration). */
export {
  FieldErrors,
  isBlank,
  isStrongPassword,
  PASSWORD_RULE_MESSAGE,
  REGISTRATION_MESSAGES,
  isWellFormedEmail,
  EMAIL_MESSAGES,
  type FieldError,
} from '@lms/contract/rules';
