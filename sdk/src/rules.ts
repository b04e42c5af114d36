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
