import type { Knex } from 'knex';
import type { LatePolicy } from './grading/latePenalty.ts';

/**
 * Activity settings (part 3 §3 "Activity", §5): the settings an instructor
 * edits for many activities at once. A component type lists the ones its
 * config has (`ActivityDescriptor.settings`); core reads and applies them on
 * the config, which stays the one source of truth.
 */

/** Part 2 §4, part 3 §3 "Visibility settings": when responses or the check answer button show. */
export const ACTIVITY_VISIBILITIES = ['never', 'immediately', 'after_due_date', 'after_close_date', 'after_max_attempts'] as const;
export type ActivityVisibility = (typeof ACTIVITY_VISIBILITIES)[number];
/** Correct answers may also show after whichever of two moments comes first. */
export const CORRECT_ANSWER_VISIBILITIES = [...ACTIVITY_VISIBILITIES, 'after_due_date_or_max_attempts', 'after_close_date_or_max_attempts'] as const;
export type CorrectAnswerVisibility = (typeof CORRECT_ANSWER_VISIBILITIES)[number];

export interface ActivitySettingValues {
  /** ISO date-times with a time zone; null for none. */
  open_date?: string | null;
  due_date?: string | null;
  close_date?: string | null;
  /** Seconds; 0 = not timed. */
  time_limit?: number;
  /** 0 = unlimited. */
  submission_attempts?: number;
  /** How many times an attempt may be re-opened (an assessment's resume_max_attempts); null: not limited this way. */
  resume_attempts?: number | null;
  lock_back_button?: boolean;
  scramble?: boolean;
  confidence?: boolean;
  studycenter?: boolean;
  /** Deliver this many items picked at random; 0 = all. */
  pickx?: number;
  /** The auto-accept late policy; null when late work is not auto-accepted. */
  policy?: LatePolicy | null;
  show_responses?: ActivityVisibility;
  show_correct_answers?: CorrectAnswerVisibility;
  inline_check?: ActivityVisibility;
  graded?: boolean;
}
export type ActivitySettingField = keyof ActivitySettingValues;

/** Every settings field a type may list, in the list's column order. */
export const ACTIVITY_SETTING_FIELDS = [
  'open_date',
  'due_date',
  'close_date',
  'time_limit',
  'submission_attempts',
  'resume_attempts',
  'lock_back_button',
  'scramble',
  'confidence',
  'studycenter',
  'pickx',
  'policy',
  'show_responses',
  'show_correct_answers',
  'inline_check',
  'graded',
] as const satisfies readonly ActivitySettingField[];

/** A component type's activity settings: which fields it has, read from and applied to its config. */
export interface ActivitySettingsHooks<C> {
  /** The settings fields this type has (the screen edits only these). */
  fields: readonly ActivitySettingField[];
  read(config: C): ActivitySettingValues;
  /** The config with these settings changed. Pure. The type's own save rules (schema, `prepare`) run after. */
  apply(config: C, changes: ActivitySettingValues): C;
  /**
   * The settings field a save-rule error's config path (e.g. "resume_max_attempts")
   * belongs to, when its name differs from the field's; default: the path's
   * first segment when it is one of `fields`.
   */
  fieldOf?(configPath: string): ActivitySettingField | null;
}

/** What every row may change besides its type's settings: its rollup, a custom column's visibility, its page's lock. */
export interface ActivityRowValues extends ActivitySettingValues {
  rollup_id?: string | null;
  /** A custom column shown to students. */
  show?: boolean;
  /** Part 3 §4 "Locking and visibility": the page's lock (open date 2050-01-01, suppressed until available). */
  suppress_until_available?: boolean;
}
export type ActivityRowField = keyof ActivityRowValues;

/** One activity of a course as the activity settings list shows it (gradebook order). */
export interface ActivitySettingsRow {
  activityId: string;
  /** Null for a custom column. */
  componentId: string | null;
  type: string;
  title: string;
  lesson: { id: string; title: string } | null;
  /** The page the component sits on (its first place); null for a custom column. */
  page: { id: string } | null;
  graded: boolean;
  maxScore: number | null;
  rollupId: string | null;
  show: boolean;
  /** Its page's lock (false without a page). */
  suppressUntilAvailable: boolean;
  /** The fields this row may change: its type's settings, then the row's own. */
  fields: ActivityRowField[];
  /** Its type's settings as read from the config (a custom column's due date). */
  values: ActivitySettingValues;
}

export interface ActivitySettingsChange {
  /** The ledger activity's id. */
  activityId: string;
  values: ActivityRowValues;
}

export interface ActivitySettingsOutcome {
  /** Activities written. */
  updated: number;
  /** Activities whose recorded attempts were rescored (a deadline or policy moved). */
  rescored: number;
}

/** `coreServices.activitySettings`: every activity of a course with its settings, and the bulk change. */
export interface ActivitySettingsDesk {
  list(courseId: string, trx?: Knex): Promise<ActivitySettingsRow[]>;
  /**
   * Applies the changes in ONE transaction: each component's config is the
   * type's `apply` checked as a component save (schema, `prepare`, references
   * as `by`), stored and its activity re-synced; custom columns' due date and
   * show; rollups; page locks; then every activity whose due date, close date
   * or policy changed is rescored (late policies re-apply to attempts already
   * submitted). Throws validation-failed with fields `changes/<i>/<field>`
   * (nothing stored), not-found for an activity not of the course. The grade
   * change is told after the commit. As in a component save, the reference
   * checks read before the transaction on the kernel's and the plugins' own
   * connections: with a caller's `trx` on PGlite they would wait for it, so
   * pass one only on PostgreSQL (or leave it out and let `update` open its own).
   */
  update(courseId: string, changes: readonly ActivitySettingsChange[], by: string, trx?: Knex.Transaction): Promise<ActivitySettingsOutcome>;
}
