import { ACTIVITY_DATE_MESSAGES, isActivityDateInBounds } from '@lms/sdk/rules';
import { ASSESSMENT_MESSAGES as SPEC, ASSESSMENT_RULE_MESSAGES as OURS, DATE_LABELS } from './assessmentMessages.ts';
import { END_STEP, PERIOD_NAMES, type AssessmentConfig, type CorrectAnswersVisibility } from './assessmentConfig.ts';
import { TIME_LIMIT_CHOICES } from './timeLimits.ts';

export interface RuleError {
  /** The field inside the config, e.g. "show_correct_answers". */
  field: string;
  message: string;
}

const DATE_FIELDS = ['open_date', 'due_date', 'close_date'] as const;

const time = (date: string | null) => (date === null ? null : new Date(date).getTime());

function dateErrors(config: AssessmentConfig): RuleError[] {
  const errors: RuleError[] = [];
  for (const field of DATE_FIELDS) {
    const value = config[field];
    if (value === null) continue;
    if (!isActivityDateInBounds(value)) errors.push({ field, message: ACTIVITY_DATE_MESSAGES.formatFor(DATE_LABELS[field]) });
  }
  // Part 3 §5 "Activity dates": open <= due <= close.
  const [open, due, close] = DATE_FIELDS.map((field) => time(config[field]));
  if (open != null && due != null && open > due) errors.push({ field: 'open_date', message: SPEC.dateOrder });
  if (open != null && close != null && open > close) errors.push({ field: 'open_date', message: SPEC.dateOrder });
  if (due != null && close != null && due > close) errors.push({ field: 'due_date', message: SPEC.dateOrder });
  return errors;
}

/**
 * Part 2 §5 "Auto-accept policy" (part 3 §5): a whole-number penalty of 0 or
 * more; a max of at most 100 that is 100 or a multiple of the penalty. A zero
 * penalty is accepted with any max (it deducts nothing). The schema checks the
 * numbers and the period; the multiple is checked here.
 */
function policyErrors(config: AssessmentConfig): RuleError[] {
  const policy = config.policy;
  if (policy === null || policy.max === 100 || policy.penalty === 0 || policy.max % policy.penalty === 0) return [];
  return [{ field: 'policy', message: SPEC.policy }];
}

const after = (visibility: CorrectAnswersVisibility, moment: 'due_date' | 'close_date' | 'max_attempts') => visibility.includes(moment);

/** Part 2 §4, §5 and part 3 §5 "Visibility settings": what each show-after setting needs. */
function visibilityErrors(config: AssessmentConfig): RuleError[] {
  const { show_responses: responses, show_correct_answers: correct, inline_check: check } = config;
  const noDue = config.due_date === null;
  const noClose = config.close_date === null;
  const noMax = config.submission_attempts === 0;
  const rules: [boolean, string, string][] = [
    [responses === 'after_close_date' && noClose, 'show_responses', SPEC.responsesNeedClose],
    [responses === 'after_due_date' && noDue, 'show_responses', SPEC.responsesNeedDue],
    [responses === 'after_max_attempts' && noMax, 'show_responses', OURS.responsesNeedMax],
    [after(correct, 'close_date') && noClose, 'show_correct_answers', OURS.correctNeedClose],
    [after(correct, 'due_date') && noDue, 'show_correct_answers', OURS.correctNeedDue],
    [after(correct, 'max_attempts') && noMax, 'show_correct_answers', OURS.correctNeedMax],
    // Review only after the close date: correct answers no earlier (nor at another moment) than that.
    [responses === 'after_close_date' && correct !== 'never' && correct !== 'after_close_date', 'show_correct_answers', SPEC.correctOnlyAfterClose],
    [responses === 'after_due_date' && correct === 'immediately', 'show_correct_answers', SPEC.correctAfterDue],
    [check === 'after_due_date' && noDue, 'inline_check', SPEC.checkNeedsDue],
    [check === 'after_close_date' && noClose, 'inline_check', OURS.checkNeedsClose],
    [check === 'after_max_attempts' && noMax, 'inline_check', OURS.checkNeedsMax],
  ];
  return rules.filter(([broken]) => broken).map(([, field, message]) => ({ field, message }));
}

function attemptErrors(config: AssessmentConfig): RuleError[] {
  const errors: RuleError[] = [];
  if (config.lock_back_button && config.resume_max_attempts !== null) errors.push({ field: 'lock_back_button', message: SPEC.lockBackButton });
  const custom = config.time_limit_custom ? config.time_limit > 0 : (TIME_LIMIT_CHOICES as readonly number[]).includes(config.time_limit);
  if (!custom) errors.push({ field: 'time_limit', message: OURS.timeLimit });
  return errors;
}

function itemErrors(config: AssessmentConfig): RuleError[] {
  const ids = config.items.map((item) => item.id);
  const errors: RuleError[] = [];
  if (new Set(ids).size !== ids.length) errors.push({ field: 'items', message: OURS.itemsRepeat });
  if (config.pickx > ids.length) errors.push({ field: 'pickx', message: OURS.pickx });
  if (config.sub_type === 'video') {
    if (config.video === '') errors.push({ field: 'video', message: SPEC.videoNeeded });
    if (ids.some((id) => config.stop_points[id] === undefined)) errors.push({ field: 'stop_points', message: SPEC.stopPoints });
  }
  if (config.sub_type === 'branching') {
    const isStep = (step: string | null | undefined) => step === END_STEP || (typeof step === 'string' && ids.includes(step));
    if (ids.some((id) => !isStep(config.adaptive[id]?.correct) || !isStep(config.adaptive[id]?.incorrect))) {
      errors.push({ field: 'adaptive', message: SPEC.nextSteps });
    }
  }
  return errors;
}

/** Every part 2 §5 "Assessment save" rule a config alone can answer, one message per field (the first). */
export function assessmentConfigErrors(config: AssessmentConfig): RuleError[] {
  const errors = [...dateErrors(config), ...policyErrors(config), ...visibilityErrors(config), ...attemptErrors(config), ...itemErrors(config)];
  return errors.filter((error, index) => errors.findIndex((other) => other.field === error.field) === index);
}

const pick = <V>(map: Record<string, V>, ids: string[]) => Object.fromEntries(Object.entries(map).filter(([id]) => ids.includes(id)));

/**
 * The config as stored: instructions trimmed, points to 2 decimals, the
 * policy's period named, stop points and next steps only for its items, and
 * part 2 §4 "Correct answers are forced to never when both inline check and
 * responses are never".
 */
export function normaliseAssessmentConfig(config: AssessmentConfig): AssessmentConfig {
  const ids = config.items.map((item) => item.id);
  const hidden = config.inline_check === 'never' && config.show_responses === 'never';
  return {
    ...config,
    instructions: config.instructions.trim(),
    items: config.items.map((item) => ({ id: item.id, points: Math.round(item.points * 100) / 100 })),
    policy: config.policy && { ...config.policy, humanly_per: PERIOD_NAMES[config.policy.per] },
    show_correct_answers: hidden ? 'never' : config.show_correct_answers,
    stop_points: pick(config.stop_points, ids),
    adaptive: pick(config.adaptive, ids),
  };
}

/**
 * The most an attempt can score: the sum of its items' points; with pickx,
 * of the pickx items worth most (an attempt's own maximum is the sum of the
 * items it was given).
 */
export function assessmentMaxScore(config: AssessmentConfig): number {
  const points = config.items.map((item) => item.points).sort((a, b) => b - a);
  const counted = config.pickx > 0 ? points.slice(0, config.pickx) : points;
  return Math.round(counted.reduce((sum, value) => sum + value, 0) * 100) / 100;
}
