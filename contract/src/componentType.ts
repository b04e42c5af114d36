import type { TypedSchema } from './jsonSchema.ts';
import type { GradingHooks } from './grading.ts';
import type { FieldError } from './errors/LmsError.ts';
import type { DepsMap, ResolvedDeps } from './serviceRef.ts';
import type { SessionUser } from './user.ts';
import type { LatePolicy } from './grading/latePenalty.ts';
import type { Knex } from 'knex';
import type { OpenAttemptRecord, ParticipationRecord, StudentScheduleRecord } from './gradebookRecords.ts';
import type { ActivitySettingsHooks } from './activitySettings.ts';

/** A rule the kernel enforces when a component of this type is put on a page. */
export interface PageRules {
  /** At most `count` components of this type on one page; `message` is shown when exceeded. */
  maxPerPage?: { count: number; message: string };
  /** This type must be the only content of its page. */
  wholePage?: { message: string };
}

/** How the gradebook and activity settings see a component type. */
export interface ActivityDescriptor<C, D extends DepsMap = DepsMap> {
  gradable: boolean;
  /** Where the maximum score comes from for a given config. Required when gradable. */
  maxScore?(config: C): number;
  /** Some attempts need a person to grade them. */
  manualGrading?: boolean;
  /**
   * The activity's dates, limits, late policy and whether it counts in the
   * grade, copied to the ledger's activity on every save. Default: the config's
   * own top-level fields of those names (a value of the wrong shape counts as
   * absent: no date, 0, no policy, graded).
   */
  schedule?(config: C): ActivitySchedule;
  /** When a student may see their score on this activity. Default: 'immediately'. */
  scoreVisibility?(config: C): ScoreVisibility;
  /** Which attempt counts when there are several. Default: 'highest'. */
  scoringMethod?(config: C): ScoringMethod;
  /**
   * Per-student schedules the type keeps in its own tables (an assessment's
   * overrides): the rows for these students on these components of the course,
   * in one set-based query. Core gathers them for `coreServices.gradebookRecords`
   * so a gradebook never reads another plugin's table.
   */
  studentSchedules?(context: ActivityRecordsContext<D> & { userIds: readonly string[] }): Promise<StudentScheduleRecord[]>;
  /**
   * Each student's participation on these components of the course (a
   * board's posts, hidden ones apart), counted from the type's own tables in
   * one set-based query; students without any are left out.
   */
  participation?(context: ActivityRecordsContext<D>): Promise<ParticipationRecord[]>;
  /**
   * The attempts these students have started on these components of the
   * course and not yet submitted (an assessment in progress), from the type's
   * own tables in one set-based query; professors' previews left out. Core
   * gathers them for `coreServices.gradebookRecords.openAttempts` (the AI
   * assistant's integrity rule, issue 27).
   */
  openAttempts?(context: ActivityRecordsContext<D> & { userIds: readonly string[] }): Promise<OpenAttemptRecord[]>;
  /**
   * The settings the activity settings list edits for this type (part 3 §3
   * "Activity"): read from and applied to the config, then checked as a save.
   * Without it the type's activities show their settings read-only.
   */
  settings?: ActivitySettingsHooks<C>;
}

/** What a type's record hooks (`studentSchedules`, `participation`, `openAttempts`) get. */
export interface ActivityRecordsContext<D extends DepsMap = DepsMap> {
  /** The database, or the caller's transaction: query the type's own tables on it. */
  db: Knex;
  courseId: string;
  /** Components of this type in the course (never empty). */
  componentIds: readonly string[];
  /** The type's `deps`, resolved. */
  deps: ResolvedDeps<D>;
}

/** An activity's schedule as the ledger stores it (`activities` columns of the same names). */
export interface ActivitySchedule {
  /** ISO date-times with a time zone; null for none. */
  open_date: string | null;
  due_date: string | null;
  close_date: string | null;
  /** Seconds; 0 = not timed. */
  time_limit: number;
  /** 0 = unlimited. */
  submission_attempts: number;
  /** The auto-accept late policy; null when late work is not auto-accepted. */
  policy: LatePolicy | null;
  /** Counts in the grade; false for practice. */
  graded: boolean;
}

/** Part 2 §4 visibilities, as they apply to a student's score (`activities.settings.score_visibility`). */
export const SCORE_VISIBILITIES = [
  'immediately',
  'never',
  'after_due_date',
  'after_close_date',
  'after_max_attempts',
  'after_due_date_or_max_attempts',
  'after_close_date_or_max_attempts',
] as const;
export type ScoreVisibility = (typeof SCORE_VISIBILITIES)[number];

/** Which attempt is the activity's score (`activities.settings.scoring_method`). */
export const SCORING_METHODS = ['highest', 'latest', 'first', 'average'] as const;
export type ScoringMethod = (typeof SCORING_METHODS)[number];

export interface ComponentTypeDefinition<C = Record<string, unknown>, D extends DepsMap = DepsMap> {
  /** The type name stored on each component, e.g. "html". Lowercase letters, digits, underscores. */
  type: string;
  /** Human name shown when choosing a type. */
  title: string;
  /**
   * JSON Schema of the type-specific config; unknown fields are rejected. A
   * TypeBox schema's static type must be `C` (write `C = Static<typeof schema>`).
   */
  configSchema: TypedSchema<C> & { readonly static?: C };
  /** The config of a new component; must satisfy configSchema. */
  defaults: C;
  pageRules?: PageRules;
  activity: ActivityDescriptor<C, D>;
  /**
   * Services the type's hooks use (its grading `score`, `checkReferences`, demo
   * `seed`), by name: each hook gets them resolved from the plugin's own
   * container as `deps`.
   */
  deps?: D;
  /**
   * Normalises a valid config before it is stored (for example, sanitising HTML). Pure; may
   * answer a promise when it does CPU-heavy work off the event loop (see offLoopJob).
   */
  prepare?(config: C): C | Promise<C>;
  /**
   * Plain text for in-course search (besides the component's title and description), given
   * the config as students read it (after `forStudents`): what that drops is never searchable.
   */
  searchableText?(config: C): string;
  /** Grading hooks; required when the activity is gradable. */
  grading?: GradingHooks<C, D>;
  /**
   * Container types (tabs, steps...): the ids of the components this config holds, in
   * reading order. The kernel then reads them with the container (`children` of the
   * API component), shows them to whoever may see the container, checks them on save
   * and copies them with it. See docs/plugin-authoring.md "Container types".
   */
  children?(config: C): string[];
  /**
   * Shapes the config for a reader who is not a professor of the course (for example,
   * drops locked tabs). Applied on every read for students; a container's children
   * are taken from the shaped config, so what it drops stays hidden. Pure.
   */
  forStudents?(config: C): C;
  /**
   * A container's own rules about what it holds, checked on save after the schema and
   * after the kernel has checked that every child exists and may be used here. Gets
   * the children in config order (an id held twice comes twice); returns field errors
   * with paths inside the config (e.g. "tabs/0/components/2"). Needs `children`.
   */
  checkChildren?(config: C, children: HeldComponent[]): FieldError[];
  /**
   * A saved config that is really another type's (part 2 §5: "a url ending in
   * pdf becomes type pdf"): answer that type and its config. The kernel stores
   * the component as that type when a plugin provides it, checked by that
   * type's own schema and prepare; otherwise (or when that type has page rules)
   * it stays as it is.
   */
  becomes?(config: C): { type: string; config: Record<string, unknown> } | null;
  /**
   * Issue 14 "object rights inside payloads": checks the ids of the plugin's own
   * objects this config names (an assessment's Questions) with the saving
   * author's rights, exactly as reading each directly would; answers field errors
   * (paths inside the config) for those the author may not use, and the kernel
   * refuses the save with 422. What the stored config already named (`previous`)
   * stays usable. Library files (/server/media/... addresses) are checked by the
   * kernel itself, for every type.
   */
  checkReferences?(config: C, context: ReferenceCheckContext<C, D>): Promise<FieldError[]>;
  /**
   * Runs in the save's own transaction (a component save, the activity
   * settings list), after `checkReferences` and before anything of the save
   * is written: locks the plugin's own rows the config copies a value from
   * (a project's rubric and its total) and checks that value again under the
   * lock. A writer of those rows that takes the same lock and then reads the
   * components using them either waits for this save and sees it, or this
   * save waits for it and is refused here (the field errors, 422) instead of
   * storing a copy that is already stale. Take the plugin's locks before the
   * kernel's (this runs first) so that both orders agree. `trx` is the save's
   * transaction; `deps` are the type's own.
   */
  lockReferences?(trx: Knex.Transaction, config: C, context: ReferenceCheckContext<C, D>): Promise<FieldError[]>;
  /** A sample the demo installation puts on a page. */
  demo?: DemoDefinition<C, D>;
}

/** What `checkReferences` gets besides the config. */
export interface ReferenceCheckContext<C, D extends DepsMap = DepsMap> {
  courseId: string;
  author: SessionUser;
  /** The stored config, or null for a new component. */
  previous: C | null;
  /** The type's `deps`, resolved. */
  deps: ResolvedDeps<D>;
}

/** A component a container holds, as `checkChildren` sees it. */
export interface HeldComponent {
  id: string;
  type: string;
}

export interface DemoDefinition<C, D extends DepsMap = DepsMap> {
  title: string;
  config: C;
  /**
   * A container's demo children: each key is a placeholder id (24 hex characters)
   * that `config` holds where the child's id goes. The demo installer creates each
   * child first (when its type is installed; otherwise it leaves the demo out) and
   * puts the real id in the placeholder's place.
   */
  children?: Record<string, { type: string; title: string; config: Record<string, unknown> }>;
  /**
   * Files the demo needs (a recording, a book), shipped with the plugin: file
   * name to absolute path. The installer uploads each to the demo course's
   * library and replaces `demo-media:<name>`, `demo-media-id:<name>` and
   * `demo-media-sha256:<name>` in `config` with its address, id and sha256.
   */
  media?: Record<string, string>;
  /**
   * Fills what lives in the plugin's own tables before the demo component is
   * made (an assessment's Questions in its item bank): gets the demo config
   * (media already in place) and answers the config to create. `deps` are the
   * type's `deps`, resolved; `owner` is the demo course's instructor.
   */
  seed?(config: C, context: DemoSeedContext<D>): Promise<C>;
}

/** What a demo `seed` gets besides the config. */
export interface DemoSeedContext<D extends DepsMap = DepsMap> {
  courseId: string;
  owner: SessionUser;
  deps: ResolvedDeps<D>;
}

/** `D` is the type of `deps` (`typeof myDeps`) when the hooks use services; none by default. */
export function defineComponentType<C, D extends DepsMap = Record<string, never>>(definition: ComponentTypeDefinition<C, D>): ComponentTypeDefinition<C, D> {
  return definition;
}
