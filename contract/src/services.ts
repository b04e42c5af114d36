import type { Knex } from 'knex';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { createServiceRef } from './serviceRef.ts';
import type { CourseAccess } from './permissions.ts';
import type { SessionUser } from './user.ts';
import type { LateDecision, LedgerAttempt, SubmissionInput } from './grading.ts';
import type { ApiComponent, CourseOutline, MediaFile } from './apiTypes.ts';
import type { CourseFlag, ProfessorsInfo } from './calls/learnerCalls.ts';
import type { JobScheduler } from './job.ts';
import type { StudentGrades } from './gradebookRecords.ts';
import type { GradebookRecords } from './gradebookRecords.ts';
import type { ActivitySettingsDesk } from './activitySettings.ts';
import type { BadgeDesk } from './badges.ts';
import type { StudyItems } from './studyItems.ts';
import type { ActivityTracking } from './tracking.ts';
import type { ByteRange } from './byteRange.ts';
import type { SecretBox, SigningKeys } from './keys.ts';
import type { LtiAccounts } from './ltiAccounts.ts';
import type { ProgramAccounts } from './programAccounts.ts';
import type { AccountAdministration } from './accountAdministration.ts';
import type { AuditLog } from './auditLog.ts';
import type { InstallationSettingsDesk } from './installationSettings.ts';
import type { CourseAdministration } from './courseAdministration.ts';
import type { SiteFiles } from './siteFiles.ts';
import type { CoursePassages } from './coursePassages.ts';
import type { CourseCatalog } from './courseCatalog.ts';

/** The kernel's clock: every rule that depends on "now" asks it, so tests can move time. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A new 24-character lowercase hex id, time-ordered. */
  newId(): string;
}

export interface PermissionChecker {
  /** What `user` may do in the course, or null when the user has no access at all. */
  courseAccess(user: SessionUser | null, courseId: string): Promise<CourseAccess | null>;
  /**
   * Whether the user runs every program (a site administrator: part 3 §6, only
   * they load enterprise programs), rather than only the programs they coordinate.
   */
  runsEveryProgram(user: SessionUser): boolean;
}

/**
 * Every ledger call takes the caller's transaction as its last argument
 * (`trx`): the grade is written, or read, in it and stands or falls with the
 * caller's own writes. Inside a transaction pass it to every call (on PGlite a
 * query on the root connection waits for the open transaction forever).
 */
export interface GradeLedger {
  /** Scores a submission through the owning plugin's grading hook and records the attempt. */
  recordSubmission(input: SubmissionInput, trx?: Knex.Transaction): Promise<LedgerAttempt>;
  /**
   * Replaces a recorded attempt's submission (a person's scores, a regraded
   * item) and rescores it through the grading hook as `recordSubmission` does:
   * score, max score, status ('needs_grading' while the hook says so, else
   * 'graded'), graded_at; the score before the first change stays as
   * original_score. Throws not-found for an unknown attempt. Without `trx` it
   * runs in a transaction of its own (the attempt locked while it is rescored).
   */
  updateSubmission(attemptId: string, submission: unknown, trx?: Knex.Transaction): Promise<LedgerAttempt>;
  /**
   * Re-runs the grading hook over every recorded attempt of an activity
   * (score, max score, status, graded_at as `updateSubmission`); returns how many changed.
   */
  rescoreActivity(activityId: string, trx?: Knex.Transaction): Promise<number>;
  /** One recorded attempt by its id, or null. */
  attempt(attemptId: string, trx?: Knex.Transaction): Promise<LedgerAttempt | null>;
  attempts(activityId: string, userId: string, trx?: Knex.Transaction): Promise<LedgerAttempt[]>;
  /** The ledger activity of a gradable component in a course (registered when it was saved), or null. */
  activityOf(courseId: string, componentId: string, trx?: Knex.Transaction): Promise<string | null>;
  /**
   * Removes every recorded attempt of a user on an activity (a board student who
   * deleted their last post); answers how many were removed.
   */
  removeSubmissions(activityId: string, userId: string, trx?: Knex.Transaction): Promise<number>;
  /**
   * The instructor's grade for one cell (`grade_overrides.grade`): it replaces
   * the computed score in every total (a custom column's grade is its score).
   * A number of 0 or more, kept with 2 decimals; null clears it. Throws
   * validation-failed for another value, not-found for an activity that is
   * not the course's.
   */
  setGrade(input: SetGradeInput, trx?: Knex.Transaction): Promise<void>;
  /**
   * The gradebook's edit of one student's cell in ONE autocommitted statement
   * (no transaction around it: one round trip, no BEGIN/COMMIT): the grade is
   * stored (2 decimals) only when `userId` is a student of the course
   * (enrolled, not its staff), `column` is an activity of the course (its id
   * or its component's id) and the grade is at most that activity's max score
   * (`customMaxScore` for a custom column without one; no bound for a
   * component activity without one). Answers the activity id written with the
   * student's grades, excusals and final grade as they stand after the write
   * (read by the same statement), or null when one of these does not hold:
   * then nothing is stored, and the caller finds out which. Throws validation-failed as `setGrade` for a grade that is
   * not a number of 0 or more. Tells the change listeners once the statement
   * has returned (it is committed then).
   */
  setStudentGrade(input: StudentGradeInput): Promise<StudentGradeWritten | null>;
  /** Excuses a student from an activity (left out of every total), or takes the excusal back. Throws not-found as `setGrade`. */
  setExcused(input: SetExcusedInput, trx?: Knex.Transaction): Promise<void>;
  /**
   * A final-grade override that replaces the computed course percent (0 or
   * more, 2 decimals); null clears it. Throws validation-failed for another
   * value, not-found for an unknown course.
   */
  setFinalGrade(input: SetFinalGradeInput, trx?: Knex.Transaction): Promise<void>;
  /**
   * Adds a custom column (an activity without a component, type 'custom') or
   * changes the one `id` names; answers its activity id. Throws
   * validation-failed for a max score not above 0 or an empty title,
   * not-found for a lesson or column not of the course, column-not-custom
   * for a component's activity.
   */
  saveCustomColumn(input: CustomColumnInput, trx?: Knex.Transaction): Promise<string>;
  /** Removes a custom column with its grades. Throws as `saveCustomColumn` for an unknown or a component's activity. */
  removeCustomColumn(courseId: string, activityId: string, trx?: Knex.Transaction): Promise<void>;
  /**
   * The course's rollup groups as listed (kept when their id is the course's,
   * else made; the others removed, their activities left without a group) and
   * the listed activities' groups (`rollupId` one of the listed ids, or null).
   * Throws validation-failed for a group not in the list, not-found for an
   * activity (id or component id) not of the course.
   */
  saveRollupGroups(courseId: string, groups: readonly RollupGroupInput[], assignments: readonly RollupAssignment[], trx?: Knex.Transaction): Promise<void>;
  /** Each listed group's weight (null: by points) and drop count; not-found for a group not of the course. */
  saveGroupRules(courseId: string, rules: readonly GroupRulesInput[], trx?: Knex.Transaction): Promise<void>;
  /**
   * An instructor's decision on late attempts of the course (LateDecision), or
   * null to take it back; one statement. Throws validation-failed for an empty
   * list or another decision, not-found (storing nothing) when any attempt is
   * not the course's. Tells the listeners after commit.
   */
  setLateDecision(input: SetLateDecisionInput, trx?: Knex.Transaction): Promise<void>;
  /**
   * The instructor's order of the course's gradebook columns (issue 18
   * activity_reorder): the listed activity ids get positions in list order,
   * the course's others none (they follow in reading order); the gradebook
   * orders columns by lesson, then this position. Throws validation-failed for
   * an id listed twice, not-found for an activity not of the course (nothing written).
   */
  saveActivityOrder(courseId: string, activityIds: readonly string[], trx?: Knex.Transaction): Promise<void>;
  /**
   * Listens to every grade change in the installation, once it is committed:
   * attempts recorded, updated, rescored and removed, grades, excusals, final
   * grades, custom columns, rollup groups and rules, and what other writers
   * report through `notifyChange`. A listener that throws is logged and never fails the
   * write. Answers a function that stops listening.
   */
  onChange(listener: (change: GradeChange) => void): () => void;
  /**
   * For writers of grade data outside the ledger: tells the listeners of `onChange`, after `trx` commits (never on a
   * rollback), or at once without one.
   */
  notifyChange(change: GradeChange, trx?: Knex.Transaction): void;
}

/** What changed in a course's grades: some or all students, some or all activities. */
export interface GradeChange {
  courseId: string;
  userIds: string[] | 'all';
  activityIds: string[] | 'all';
}

export interface SetGradeInput {
  courseId: string;
  activityId: string;
  userId: string;
  grade: number | null;
  /** Who gave it (a user id). */
  by: string;
}

export interface StudentGradeInput {
  courseId: string;
  /** The activity's id or its component's id. */
  column: string;
  userId: string;
  grade: number;
  /** Who gave it (a user id). */
  by: string;
  /** The max score of a custom column (an activity without a component) that has none of its own. */
  customMaxScore: number;
}

/** What GradeLedger.setStudentGrade stored: the activity, and the student's grades as they stand after it. */
export interface StudentGradeWritten extends StudentGrades {
  activityId: string;
}

export interface SetExcusedInput {
  courseId: string;
  activityId: string;
  userId: string;
  excused: boolean;
  by: string;
}

export interface SetLateDecisionInput {
  courseId: string;
  attemptIds: readonly string[];
  decision: LateDecision | null;
  /** Who decided (a user id). */
  by: string;
}

export interface SetFinalGradeInput {
  courseId: string;
  userId: string;
  percent: number | null;
  by: string;
}

/** A custom column's fields (`id` absent or null: a new column). */
export interface CustomColumnInput {
  courseId: string;
  id?: string | null;
  title: string;
  /** ISO date-time, or null for none. */
  dueDate: string | null;
  maxScore: number;
  show: boolean;
  lessonId: string | null;
}

/** A rollup group as listed: `id` is the course's group, or the list's own key for a new one. */
export interface RollupGroupInput {
  id: string;
  title: string;
  color: string;
}

/** An activity (its id or its component's) and its group: a `RollupGroupInput.id`, or null for none. */
export interface RollupAssignment {
  activityId: string;
  rollupId: string | null;
}

export interface GroupRulesInput {
  id: string;
  weight: number | null;
  dropLowest: number;
}

export interface BotMessageInput {
  courseId: string;
  /** People of the course (its staff or students); repeats are sent once. */
  userIds: readonly string[];
  /** Plain text, trimmed, 1 to 5000 characters. */
  text: string;
}

export interface CourseMessenger {
  /**
   * Sends a bot message (part 2 §6: "notified moderators get a bot message")
   * to people of a course; they read it in the course's Messages panel. Answers
   * the message id, or null when `userIds` is empty. Inside your own
   * transaction pass it as `trx` (the message is then stored with your write);
   * otherwise call it after your transaction ends.
   */
  sendBot(input: BotMessageInput, trx?: Knex.Transaction): Promise<string | null>;
}

/**
 * Read-only: files of a course's media library, for plugins whose own records
 * name them (a project's artifacts). Who may read a record that names a file
 * is the plugin's rule; this only finds the course's files and their bytes.
 */
export interface MediaFileReader {
  /** The files among `ids` that are the course's (others left out), in no particular order. */
  files(courseId: string, ids: readonly string[], trx?: Knex): Promise<MediaFile[]>;
  /** A file's bytes, or one range of them (`replyWithFile` answers Range requests with it); throws not-found when it is not the course's. */
  read(courseId: string, id: string, range?: ByteRange): Promise<Readable>;
}

export interface RealtimeEmitter {
  /** Sends an event to every socket in a room, on every node. Event names are prefixed with the plugin id. */
  emit(room: string, event: string, payload: unknown): void;
}

/** One message for the mail outbox (see MailSender). */
export interface MailMessage {
  /** One plain address. */
  to: string;
  /** One line. */
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. 'mention' or 'reply'. */
  kind: string;
  userId?: string | null;
}

export interface MailSender {
  /**
   * Queues one message in the kernel's outbox; a job delivers it. Inside a
   * transaction pass it as `trx`: the mail then exists only if it commits.
   */
  send(mail: MailMessage, trx?: Knex): Promise<{ id: string }>;
}

/** Read-only: the publisher's label bundle served to a host (part 1 §1), including settings core does not interpret. */
export interface LabelBundleReader {
  /** The host's own bundle, else the default one, over the built-in defaults. */
  forHost(host: string): Promise<Readonly<Record<string, unknown>>>;
}

/** A host's stored label bundle and theme, as the theme editor reads and saves them (part 1 §7 POST theme). */
export interface LabelBundleWriter {
  /** What the host is served now (its own row, else the default row, over the built-in defaults); no derived fields. */
  read(host: string): Promise<{ bundle: Record<string, unknown>; theme: Record<string, unknown> }>;
  /** Replaces the host's own row in the caller's transaction (schema checks are the caller's). */
  save(host: string, bundle: Record<string, unknown>, theme: Record<string, unknown>, trx: Knex.Transaction): Promise<void>;
}

/** A user as other users may know them, with what mail to them needs. */
export interface Person {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  thumbnailUrl: string | null;
  /** The account's own choice (an email's unsubscribe link turns it off). */
  emailNotifications: boolean;
  /** An automated account (account type "bot"): never mentioned, never mailed. */
  bot: boolean;
}

/** A person in a course, with their part in it. */
export interface CourseMember extends Person {
  role: 'student' | 'instructor' | 'assistant';
  /** Professor rights (part 2 §6): instructors, and assistants unless the course sets assistants_no_mgr_rights. */
  moderator: boolean;
}

export interface PeopleDirectory {
  /** The course's students, instructors and assistants (staff once, as staff, when also enrolled). */
  courseMembers(courseId: string): Promise<CourseMember[]>;
  /** These users, in no particular order; unknown ids are left out. */
  byIds(ids: readonly string[]): Promise<Person[]>;
  /** The account with this email (compared without case), or null. */
  byEmail(email: string): Promise<Person | null>;
}

/**
 * The config type of each component type, by type name: each plugin adds its
 * own next to its config schema, so a typed read gives that type's config:
 *
 *     declare module '@lms/sdk' {
 *       interface ComponentConfigs { board: BoardConfig }
 *     }
 */
export interface ComponentConfigs {}

/** A component type some plugin has declared a config type for (see ComponentConfigs). */
export type ConfiguredComponentType = keyof ComponentConfigs & string;

export interface ComponentReader {
  /**
   * A component of the course as `access` may see it (the same rules as
   * `GET components/{courseId}/{componentId}/`), with its type's config type;
   * throws not-found ('Component not found.') otherwise, and also when it is
   * of another type than `type` (with `otherTypeMessage` when given).
   */
  get<T extends ConfiguredComponentType>(
    courseId: string,
    componentId: string,
    access: CourseAccess | null,
    type: T,
    otherTypeMessage?: string,
  ): Promise<ApiComponent<ComponentConfigs[T]>>;
  /** A component of any type (a comment section may hang under any): its config untyped. */
  get(courseId: string, componentId: string, access: CourseAccess | null): Promise<ApiComponent>;
  /**
   * The course a component was made in (not-found 'Component not found.'):
   * what a route whose spec path names a component but no course gives as its
   * `courseOf`, so the kernel decides the permission there.
   */
  courseOf(componentId: string): Promise<string>;
}

/**
 * `coreServices.componentConfigs`: a plugin re-saves the config of one of its
 * own components from its own transaction, when something the config copies
 * changed (a project's rubric total when the rubric changes).
 */
export interface ComponentConfigWriter {
  /**
   * Locks the component (of one of the calling plugin's types, in the course),
   * passes its config to `change`, and when the answer differs stores it as a
   * component save would: checked by the type's schema and `prepare` (422
   * with `config/...` fields), its ledger activity synced (max score, dates,
   * policy) and its search text indexed, all in `trx`. `change` answering
   * null leaves the component as it is. Not found ('Component not found.')
   * for a component of another course or another plugin's type. The type's
   * `checkReferences` is not run: the plugin answers for what it writes.
   * Answers whether a new config was stored.
   */
  update(
    trx: Knex.Transaction,
    courseId: string,
    componentId: string,
    change: (config: Record<string, unknown>) => Record<string, unknown> | null,
  ): Promise<boolean>;
  /**
   * The ids and configs of the course's components of `type` (one of the
   * calling plugin's types), read in `trx`: after a lock the caller took,
   * they include every save that committed before it. Not found for another
   * plugin's type.
   */
  configsOfType(trx: Knex.Transaction, courseId: string, type: string): Promise<{ id: string; config: Record<string, unknown> }[]>;
}

/** A course as a plugin may know it (a catalog card, a bundle's line). */
export interface CourseSummary {
  id: string;
  title: string;
  subtitle: string | null;
  /** Cents the course asks of its students (its payment settings), 0 when free. */
  amount: number;
  startDate: Date | null;
  endDate: Date | null;
  thumbnailUrl: string | null;
}

/** What `CourseDirectory.editIdentity` changes; open_date null clears it. */
export interface CourseIdentityChange {
  title?: string;
  open_date?: string | null;
  professors_info?: ProfessorsInfo;
}

export interface CourseCopyInput {
  title: string;
  startDate?: Date | null;
  /** Becomes the copy's instructor (its owner). */
  instructorId: string;
  /** The copy's place in a program (part 3 §3 Course): overrides the source's. */
  section?: SectionLink;
  /**
   * A deep copy (the spec's deep clone): every lesson, page and component
   * copied for the new course, nothing shared. Default: lessons shared.
   */
  deep?: boolean;
}

/** A course's place in a program (part 3 §3 Course section_type, use_section_template). */
export interface SectionLink {
  section_type: 'section' | 'program_master';
  /** A section following its program's template. */
  use_section_template: boolean;
}

/** A component placed on a page, as a template sync compares them. */
export interface TreeComponent {
  id: string;
  type: string;
  title: string;
  slot: string;
}

/** A page of a lesson with its components, as a template sync compares them. */
export interface TreePage {
  id: string;
  title: string;
  /** The page's own fields (type, draft, data) as one JSON text: equal texts, equal pages. */
  content: string;
  components: TreeComponent[];
}

/** A course's lesson with its pages, in order. */
export interface TreeLesson {
  id: string;
  title: string;
  /** The lesson's own fields (subtitle, description, draft, data) as one JSON text. */
  content: string;
  pages: TreePage[];
}

/** Why a course was not removed. */
export type CourseRemoval = 'removed' | 'not-found' | 'has-students' | 'shared';

export interface CourseDirectory {
  /** These courses, in the order asked; unknown ids are left out. */
  summaries(ids: readonly string[], trx?: Knex): Promise<CourseSummary[]>;
  /** The courses the user is staff of (instructor or assistant), by title. */
  taughtBy(userId: string, trx?: Knex): Promise<CourseSummary[]>;
  /** The courses that ask a payment (not free, an amount above 0) and are not archived, by title: at most `limit`. */
  paidCourses(limit: number): Promise<CourseSummary[]>;
  /**
   * A new course made from `sourceId`: its settings (without staff, payment
   * settings or LTI keys) and its lessons, shared as a section shares them (an
   * edit copies the lesson first). Throws not-found for an unknown source.
   */
  copy(sourceId: string, input: CourseCopyInput, trx?: Knex.Transaction): Promise<CourseSummary>;
  /** Sets the course's section_type and use_section_template (a program's template, its sections, an unhooked section). Throws not-found. */
  setSectionLink(courseId: string, link: Partial<SectionLink>, trx?: Knex): Promise<void>;
  /**
   * Changes the course's title, open_date and professors_info (each only when
   * given; professors_info replaced whole): a program's section edited by its
   * administrators (part 3 §7 PUT edit/{id}). Throws not-found.
   */
  editIdentity(courseId: string, change: CourseIdentityChange, trx?: Knex): Promise<void>;
  /**
   * Deletes the course with everything made in it, unless students are
   * enrolled ('has-students') or another course shares a lesson, page or
   * component made in it ('shared': deleting it would take them from that
   * course). Staff do not stop it.
   */
  remove(courseId: string, trx?: Knex.Transaction): Promise<CourseRemoval>;
  /**
   * The course's lessons and pages as `access` may see them, in order (the rules
   * of `GET courses/{courseId}/`: a student never gets a draft, hidden or not yet
   * open lesson or page). Throws not-found for an unknown course.
   */
  outline(courseId: string, access: CourseAccess): Promise<CourseOutline>;
  /** The course's yes/no settings (part 2 §3 Course), false unless set. Throws not-found for an unknown course. */
  flags(courseId: string): Promise<Readonly<Record<CourseFlag, boolean>>>;
  /**
   * The course's whole lesson tree as editors see it (drafts included), in
   * order: what a program's template sync compares (issue 23 item 4). An
   * unknown course has no lessons.
   */
  contentTree(courseId: string, trx?: Knex): Promise<TreeLesson[]>;
  /**
   * Replaces the course's lesson list by `lessonIds`, in that order: a section
   * taking the template's lessons at a sync (shared, copy-on-write as `copy`
   * shares them). Each id must be a lesson the course already has or one of
   * `fromCourseId`'s; otherwise not-found and nothing changes.
   */
  setLessons(courseId: string, lessonIds: readonly string[], fromCourseId: string, trx: Knex.Transaction): Promise<void>;
  /**
   * Every recommended component and instructor note of the course, lesson by
   * lesson in course order (a lesson's own, then each page's), drafts
   * included: what a professor sees (part 1 §2 /instructor_resources). Lessons
   * and pages holding none are left out. Throws not-found for an unknown course.
   */
  resources(courseId: string): Promise<LessonResources[]>;
}

/** The recommended components and instructor notes of one lesson or page. */
export interface ResourceSlots {
  recommended: ApiComponent[];
  instructorNotes: ApiComponent[];
}

/** One lesson's instructor resources: its own slots and those of its pages, in order. */
export interface LessonResources extends ResourceSlots {
  lessonId: string;
  title: string;
  pages: (ResourceSlots & { pageId: string; title: string })[];
}

/** A purchase of one or more courses (a card payment, a redeemed code). */
export interface CoursePurchase {
  userId: string;
  courseIds: readonly string[];
  /** Cents paid in all; split over the courses so the payment rows add up to it. */
  amount: number;
  /** How it was paid, as the account screen shows it, e.g. 'card' or 'code'. */
  paymentType: string;
  /** The provider's reference (a checkout session id, a code): one purchase per reference, ever. */
  providerRef: string;
}

export interface EnrolmentDesk {
  /**
   * Records the payment rows (read by the account screen and the course gate)
   * and enrols the user as a student in every course; staff stay staff. A
   * purchase is the publisher's offer, so invite_only and enrollment_locked do
   * not refuse it. Answers true when recorded now, false when `providerRef` was
   * recorded before (a replayed webhook). Throws no-course for an unknown
   * course. Inside your own transaction pass it as `trx`.
   */
  recordPurchase(purchase: CoursePurchase, trx?: Knex.Transaction): Promise<boolean>;
  /**
   * Takes back a purchase recorded with `providerRef` (a returned code, a
   * refund): its payment rows are removed, so the course gate asks payment
   * again; the enrolments stay. Answers the payment rows removed.
   */
  returnPurchase(providerRef: string, trx?: Knex.Transaction): Promise<number>;
  /** Which of these courses the user has paid for (a payment row) or is staff of. */
  paidCourses(userId: string, courseIds: readonly string[], trx?: Knex): Promise<string[]>;
  /** Self-enrolment under the course's rules: throws no-course, invite_only or enrollment_locked. */
  enrol(userId: string, courseId: string, trx?: Knex): Promise<void>;
  /** Removes students from a course (never its staff); answers how many were removed. */
  unenrol(courseId: string, userIds: readonly string[]): Promise<number>;
}

/** What a fetch through `PublicWeb` accepts. */
export interface PublicFetchOptions {
  /** Media types accepted, lowercase without parameters (e.g. 'text/html'); another answers invalid-mimetype. */
  accept: readonly string[];
  /** Largest body accepted, in bytes after decompression; a larger one answers file-too-large. */
  maxBytes: number;
  /** For the whole fetch (every lookup, connection, redirect and the body); past it url-unreachable. */
  timeoutMs: number;
  /**
   * Send this body by POST instead of a GET (e.g. a registration to another
   * site's endpoint). A POST follows no redirect: a redirect answers
   * url-unreachable like any other non-2xx status.
   */
  post?: PublicPost;
}

/** A POST through `PublicWeb`. */
export interface PublicPost {
  contentType: string;
  body: string;
  /** An Authorization header value (e.g. `Bearer …`), never logged. */
  authorization?: string;
}

/** A resource read from a public address. */
export interface FetchedResource {
  /** The URL that answered, after redirects. */
  url: URL;
  /** The media type, lowercase without parameters. */
  contentType: string;
  /** The charset the Content-Type names, if any. */
  charset: string | null;
  body: Uint8Array;
}

export interface PublicWeb {
  /**
   * Fetches a URL a user gave without letting the user reach into our network
   * (SSRF): http and https only; every address of the host must be public and
   * the connection goes to the vetted one; at most 3 redirects, each vetted
   * again; one timeout for everything; the body capped while it streams; the
   * media type checked against `accept`. Throws LmsError with the spec's "From
   * a URL" messages: invalid-url 'URL is invalid.', file-too-large 'File too
   * large.', invalid-mimetype 'File type not allowed.' (all 422),
   * url-unreachable 'We could not load this URL.' (502). Parse what it answers
   * off the event loop (`offLoopJob`): the bytes are another site's choice.
   */
  fetch(address: string, options: PublicFetchOptions): Promise<FetchedResource>;
}

/** Services the kernel offers every plugin. Each is resolved from the plugin's own scope. */
export const coreServices = {
  /** The database (knex). Plugins prefix their tables with their id. */
  database: createServiceRef<Knex>('core.database'),
  /** A pino logger bound to the plugin. */
  logger: createServiceRef<Logger>('core.logger'),
  clock: createServiceRef<Clock>('core.clock'),
  ids: createServiceRef<IdGenerator>('core.ids'),
  permissions: createServiceRef<PermissionChecker>('core.permissions'),
  grading: createServiceRef<GradeLedger>('core.grading'),
  /** Read-only, set-based records of the grade ledger for gradebooks and reports (contract/src/gradebookRecords.ts). */
  gradebookRecords: createServiceRef<GradebookRecords>('core.gradebook-records'),
  /** Every activity of a course with its settings, and the bulk change in one transaction (contract/src/activitySettings.ts). */
  activitySettings: createServiceRef<ActivitySettingsDesk>('core.activity-settings'),
  realtime: createServiceRef<RealtimeEmitter>('core.realtime'),
  /** Course messages: `sendBot` for notifications from a plugin. */
  messages: createServiceRef<CourseMessenger>('core.messages'),
  /** The mail outbox (queued, delivered by a job; SMTP or the dev mailbox). */
  mail: createServiceRef<MailSender>('core.mail-sender'),
  /** Read-only label bundle of a host, for publisher settings such as banned_words. */
  labelBundle: createServiceRef<LabelBundleReader>('core.label-bundle-reader'),
  /** A host's label bundle and theme, read and replaced whole (the theme editor). */
  labelBundleWriter: createServiceRef<LabelBundleWriter>('core.label-bundle-writer'),
  /** Read-only names, addresses and notification choices of users and course members. */
  people: createServiceRef<PeopleDirectory>('core.people'),
  /** Read-only: a component of a course, as the caller may see it. */
  components: createServiceRef<ComponentReader>('core.component-reader'),
  /** A plugin's own components' config re-saved in its transaction (schema checked, activity synced). */
  componentConfigs: createServiceRef<ComponentConfigWriter>('core.component-configs'),
  /** Course summaries, and course copies (an adopted catalog course). */
  courses: createServiceRef<CourseDirectory>('core.course-directory'),
  /** Purchases and enrolments (payments enrol their buyers). */
  enrolments: createServiceRef<EnrolmentDesk>('core.enrolment-desk'),
  /** The job queue, for the plugin's own job kinds (its manifest's `jobs`). */
  jobs: createServiceRef<JobScheduler>('core.job-scheduler'),
  /** Reads public web addresses a user gave, never our own network (link titles). */
  publicWeb: createServiceRef<PublicWeb>('core.public-web'),
  /** Badges: `award` once per user, course and key (the user is told), `list` (contract/src/badges.ts). */
  badges: createServiceRef<BadgeDesk>('core.badges'),
  /** The study center's items of each student (red, green, blue buckets), put and removed by the plugins that find them (contract/src/studyItems.ts). */
  studyItems: createServiceRef<StudyItems>('core.study-items'),
  /** Read-only: a course's media library files and their bytes (a plugin's records that name them). */
  media: createServiceRef<MediaFileReader>('core.media-files'),
  /** Activity tracking: events recorded, rolled up per student, course, lesson, page and day, and read (contract/src/tracking.ts). */
  tracking: createServiceRef<ActivityTracking>('core.tracking'),
  /** Seals secrets a plugin stores (client secrets, private keys) with the installation's master key (contract/src/keys.ts). */
  secrets: createServiceRef<SecretBox>('core.secrets'),
  /** The installation's rotating RS256 signing keys: `sign` a JWT, the public `jwks` (contract/src/keys.ts). */
  signingKeys: createServiceRef<SigningKeys>('core.signing-keys'),
  /** Accounts of people an LTI platform launches: linked by platform user id, pending registrations, course admission (contract/src/ltiAccounts.ts). */
  ltiAccounts: createServiceRef<LtiAccounts>('core.lti-accounts'),
  /** Accounts and course places a program gives: invited professors registered, instructors and students put in and taken out of sections (contract/src/programAccounts.ts). */
  programAccounts: createServiceRef<ProgramAccounts>('core.program-accounts'),
  /** Site administrators' account utilities: search, create, verify, permissions, enrolments, payment rows (contract/src/accountAdministration.ts). */
  accountAdministration: createServiceRef<AccountAdministration>('core.account-administration'),
  /** The administrators' audit log: `record` an action in its own transaction, `list` (contract/src/auditLog.ts). */
  auditLog: createServiceRef<AuditLog>('core.audit-log'),
  /** The installation's settings (contract/src/installationSettings.ts): read, and replaced by the settings screen. */
  installationSettings: createServiceRef<InstallationSettingsDesk>('core.installation-settings'),
  /** Administrators' reads of any course: search by title or id, its record, its student counts (contract/src/courseAdministration.ts). */
  courseAdministration: createServiceRef<CourseAdministration>('core.course-administration'),
  /** Images of the installation, not of a course (a host's logo): administrators upload, everyone is served (contract/src/siteFiles.ts). */
  siteFiles: createServiceRef<SiteFiles>('core.site-files'),
  /** Retrieval over the in-course search index for a question, visibility filtered before ranking (contract/src/coursePassages.ts). */
  coursePassages: createServiceRef<CoursePassages>('core.course-passages'),
  /** The course catalog a plugin keeps (its `catalog` hooks), if any: a listed course's description read and replaced in the caller's transaction (contract/src/courseCatalog.ts). */
  courseCatalog: createServiceRef<CourseCatalog>('core.course-catalog'),
} as const;
