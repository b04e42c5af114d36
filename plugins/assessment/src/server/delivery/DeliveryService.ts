import { LmsError, type Clock, type ComponentReader, type CourseAccess, type GradeLedger, type IdGenerator, type JobScheduler, type Knex, type Logger } from '@lms/sdk';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { AttemptSubmission } from '../../scoring/attemptSubmission.ts';
import { scoreAssessmentAttempt } from '../assessmentGrading.ts';
import { assessmentMaxScore } from '../../schemas/assessmentRules.ts';
import { ITEMS_TABLE, type ItemRow } from '../itemRows.ts';
import { activityState, type ActivityState } from './activityState.ts';
import { attemptDeadline, expired, expiryCheckAt, maySave, submitTiming } from './attemptTiming.ts';
import { AttemptStore, type AttemptOwner, type AttemptRow } from './AttemptStore.ts';
import { deliverItems, itemToAnswer, itemWithAnswers, qtiItemInReview, type BankItem, type QtiStimulus } from './deliveredItems.ts';
import { STIMULI_TABLE } from '../packages/packageRows.ts';
import { DELIVERY_MESSAGES } from './deliveryMessages.ts';
import { reviewVisibility } from './reviewVisibility.ts';
import { lockedItems } from './lockedBack.ts';
import { attemptOnPath, attemptToAnswer, startingPath } from './branching/branchingPath.ts';
import type { LiveProgress } from '../reports/LiveProgress.ts';
import { GRADING_MESSAGES } from '../grading/gradingMessages.ts';
import { OverrideStore } from '../overrides/OverrideStore.ts';
import { applyOverride, submissionTerms } from '../overrides/studentOverride.ts';
import { reviewPractice, runningPractice } from './practice/practiceState.ts';
import { submitExpiredKind, type ExpiredAttempt } from './submitExpiredJobKind.ts';
import type { MissedItemsFeed } from './MissedItemsFeed.ts';

/** The job that hands in a timed attempt left running past its deadline. */
/** Who takes the assessment: their id and rights in its course. */
export interface Taker {
  userId: string;
  access: CourseAccess;
}

const prevented = () => new LmsError('conflict', DELIVERY_MESSAGES.prevented);
const notReady = () => new LmsError('not-found', DELIVERY_MESSAGES.notReady);
const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());
const amount = (value: number | string | null) => (value === null ? null : Number(value));

/** The latest submitted attempt on the intro (DeliveryStateSchema `recorded`). */
interface RecordedOutcome {
  number: number;
  submitted_at: string | null;
  status: string;
  score?: number | null;
  max_score?: number | null;
}

/**
 * Taking an assessment on the server (part 2 §4): the caller's state, start and
 * resume, the running attempt without its answers, autosave, submit through
 * the grade ledger, and the review the visibility settings allow. Every rule of
 * time reads the kernel's clock; nothing the browser says about time counts.
 */
export class DeliveryService {
  private readonly attempts: AttemptStore;
  private readonly overrides: OverrideStore;

  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly components: ComponentReader,
    private readonly grading: GradeLedger,
    private readonly progress: LiveProgress,
    private readonly jobs: JobScheduler,
    private readonly missedItems: MissedItemsFeed,
  ) {
    this.attempts = new AttemptStore(db);
    this.overrides = new OverrideStore(db);
  }

  private async config(courseId: string, componentId: string, access: CourseAccess): Promise<AssessmentConfig> {
    return (await this.components.get(courseId, componentId, access, 'assessment', DELIVERY_MESSAGES.notReady)).config;
  }

  /** The spec's assessment/max_score: what the assessment is worth (with pickx, the picked items worth most). */
  async maxScore(courseId: string, componentId: string, access: CourseAccess): Promise<{ max_score: number }> {
    return { max_score: assessmentMaxScore(await this.config(courseId, componentId, access)) };
  }

  /** The assessment as it applies to the taker: their override's dates, time limit, attempts and policy over its own. */
  private async configFor(owner: AttemptOwner, access: CourseAccess): Promise<AssessmentConfig> {
    const [config, override] = await Promise.all([this.config(owner.courseId, owner.componentId, access), this.overrides.find(owner)]);
    return applyOverride(config, override);
  }

  /**
   * Why the taker's attempt no longer takes saves or a submit: a professor
   * submitted it for them (submit-on-behalf), or the attempts and dates are used up.
   */
  private async closed(owner: AttemptOwner): Promise<LmsError> {
    const [latest] = await this.attempts.submitted(owner);
    const terminated = latest !== undefined && latest.submitted_by !== null && latest.submitted_by !== owner.userId;
    return terminated ? new LmsError('conflict', GRADING_MESSAGES.terminated) : prevented();
  }

  /** Professors (instructors, assistants, site administrators) preview: their attempts are not graded. */
  private static previews(access: CourseAccess): boolean {
    return access.professor;
  }

  /** The assessment as it applies to the taker, their attempts, and their state at it. */
  private async stateOf(owner: AttemptOwner, access: CourseAccess): Promise<{ config: AssessmentConfig; state: ActivityState; running: AttemptRow | undefined; submitted: AttemptRow[] }> {
    const [own, { running, submitted, override }] = await Promise.all([this.config(owner.courseId, owner.componentId, access), this.attempts.taker(owner)]);
    const config = applyOverride(own, override);
    const used = submitted.filter((attempt) => !attempt.preview).length;
    const state = activityState(config, { now: this.clock.now(), professor: DeliveryService.previews(access), running: running ?? null, used });
    return { config, state, running, submitted };
  }

  async state(owner: AttemptOwner, access: CourseAccess): Promise<ActivityState & { opens: number; recorded?: RecordedOutcome }> {
    const { config, state, running, submitted } = await this.stateOf(owner, access);
    const recorded = await this.recordedOutcome(owner, access, config, submitted);
    return { ...state, opens: running?.opens ?? 0, ...(recorded ? { recorded } : {}) };
  }

  /**
   * The latest submitted attempt as the ledger holds it now (a person's
   * grading or a rescore shows at once), so the page shows it on return:
   * its status always, its score only when show_score lets the caller see it.
   */
  private async recordedOutcome(owner: AttemptOwner, access: CourseAccess, config: AssessmentConfig, submitted: AttemptRow[]): Promise<RecordedOutcome | null> {
    const latest = submitted[0];
    if (!latest) return null;
    const used = submitted.filter((row) => !row.preview).length;
    const visible = reviewVisibility(config, { now: this.clock.now(), attemptsExhausted: exhausted(config, used), professor: DeliveryService.previews(access) });
    const current = await this.currentScore(owner, latest);
    return {
      number: latest.number,
      submitted_at: iso(latest.submitted_at),
      status: current.status,
      ...(visible.score ? { score: current.score, max_score: current.maxScore } : {}),
    };
  }

  /**
   * Starts an attempt, or re-opens the running one; two starts at once answer
   * the same attempt. Answers the attempt from what it wrote (no read after).
   */
  async start(owner: AttemptOwner, access: CourseAccess) {
    const { config, state, running, submitted } = await this.stateOf(owner, access);
    if (!state.can_start) throw new LmsError('conflict', state.message ?? DELIVERY_MESSAGES.prevented);
    if (running) {
      await this.attempts.reopen(running.id);
      return this.runningView(config, { ...running, opens: running.opens + 1 });
    }
    const now = this.clock.now();
    const items = deliverItems(config.items, await this.bankItems(config), config);
    const attempt = await this.attempts.insert(owner, {
      id: this.ids.newId(),
      number: (submitted[0]?.number ?? 0) + 1,
      preview: DeliveryService.previews(access),
      started_at: now,
      deadline: attemptDeadline(now, config.time_limit, config.close_date),
      items,
      // A branching quiz starts on its first item.
      path: config.sub_type === 'branching' ? startingPath(items) : null,
    });
    // Another start at the same moment got there first: its attempt is the one.
    if (!attempt) return this.running(owner, access);
    if (attempt.deadline && !attempt.preview) await this.handInAtExpiry(owner, attempt.id, attempt.deadline);
    this.progress.started(owner);
    return this.runningView(config, attempt);
  }

  /** A timed attempt the taker leaves running is handed in for them at its deadline (the job `submit-expired`). */
  private handInAtExpiry(owner: AttemptOwner, attemptId: string, deadline: Date): Promise<unknown> {
    const payload = { userId: owner.userId, courseId: owner.courseId, componentId: owner.componentId, attemptId };
    return this.jobs.enqueue(submitExpiredKind, payload, { runAt: expiryCheckAt(deadline) });
  }

  /**
   * The job `submit-expired`: the attempt, if still running past its deadline,
   * is handed in as it stood then, counted at its deadline (so a deadline that
   * is the close date still counts), by the taker's own terms. Submitted
   * already, or another attempt by now: nothing to do.
   */
  async submitExpired(payload: ExpiredAttempt, log: Logger): Promise<void> {
    const owner: AttemptOwner = { userId: payload.userId, courseId: payload.courseId, componentId: payload.componentId };
    const running = await this.attempts.running(owner);
    if (!running || running.id !== payload.attemptId || !running.deadline) return;
    // Run early (another node's clock): look again at the deadline.
    if (!expired(this.clock.now(), running.deadline)) return void (await this.handInAtExpiry(owner, running.id, running.deadline));
    // The kernel's own hand: it reads the assessment as its course's staff would, and records the attempt as the taker's.
    const system: CourseAccess = { courseId: owner.courseId, student: false, professor: true, manage: true, edit: false };
    try {
      await this.submit(owner, system, {}, owner.userId, running.deadline);
    } catch (error) {
      // The assessment is gone or closed to it: trying again cannot help.
      if (error instanceof LmsError && error.status < 500) return log.warn({ attemptId: running.id, errno: error.errno }, 'an expired attempt could not be handed in');
      throw error;
    }
  }

  private async bankItems(config: AssessmentConfig): Promise<Map<string, BankItem>> {
    const ids = config.items.map((entry) => entry.id);
    const rows = await this.db<ItemRow>(ITEMS_TABLE).whereIn('id', ids);
    if (rows.length !== new Set(ids).size || ids.length === 0) throw new LmsError('conflict', DELIVERY_MESSAGES.itemsMissing);
    const stimuli = await this.stimuliOf(rows);
    return new Map(
      rows.map((row) => {
        const ids = row.type === 'qti' ? ((row.content as { stimuli?: string[] }).stimuli ?? []) : [];
        const shown = ids.map((id) => stimuli.get(id)).filter((stimulus) => stimulus !== undefined);
        return [row.id, { id: row.id, type: row.type, content: row.content, title: row.title, prompt: row.prompt, hints: row.hints ?? [], ...(shown.length ? { stimuli: shown } : {}) } as BankItem];
      }),
    );
  }

  /** The shared stimuli the `qti` items among `rows` name (a package import stored them), by id. */
  private async stimuliOf(rows: ItemRow[]): Promise<Map<string, QtiStimulus>> {
    const ids = rows.flatMap((row) => (row.type === 'qti' ? ((row.content as { stimuli?: string[] }).stimuli ?? []) : []));
    if (!ids.length) return new Map();
    const found = (await this.db(STIMULI_TABLE).whereIn('id', ids).select('id', 'title', 'html')) as QtiStimulus[];
    return new Map(found.map((stimulus) => [stimulus.id, stimulus]));
  }

  /** The running attempt as the taker sees it: items without their right answers, the responses saved so far. */
  async running(owner: AttemptOwner, access: CourseAccess) {
    const config = await this.configFor(owner, access);
    const attempt = await this.attempts.running(owner);
    if (!attempt) throw notReady();
    return this.runningView(config, attempt);
  }

  private runningView(config: AssessmentConfig, attempt: AttemptRow) {
    return {
      _id: attempt.id,
      number: attempt.number,
      preview: attempt.preview,
      opens: attempt.opens,
      started_at: new Date(attempt.started_at).toISOString(),
      deadline: iso(attempt.deadline),
      now: this.clock.now().toISOString(),
      // A branching quiz shows only the items on its path so far.
      ...attemptToAnswer(config, attempt),
      saved_at: iso(attempt.saved_at),
      ...runningPractice(attempt),
    };
  }

  private async savable(owner: AttemptOwner, config: AssessmentConfig, responses: Record<string, unknown>): Promise<AttemptRow> {
    const attempt = await this.attempts.running(owner);
    if (!attempt) throw await this.closed(owner);
    if (!maySave(this.clock.now(), attempt.deadline, config.close_date)) throw prevented();
    const known = new Set(attempt.items.map((item) => item.id));
    if (Object.keys(responses).some((id) => !known.has(id))) throw LmsError.validation([{ field: 'responses', message: DELIVERY_MESSAGES.unknownItem }]);
    const locked = lockedItems(config, attempt.items.map((item) => item.id), attempt.responses);
    if (Object.keys(responses).some((id) => locked.has(id))) throw new LmsError('conflict', DELIVERY_MESSAGES.backLocked);
    return attempt;
  }

  /** Autosave: merges the responses given into the running attempt (the same save twice changes nothing). */
  async save(owner: AttemptOwner, access: CourseAccess, responses: Record<string, unknown>) {
    const config = await this.configFor(owner, access);
    const attempt = await this.savable(owner, config, responses);
    const now = this.clock.now();
    if (!(await this.attempts.saveResponses(attempt.id, responses, now))) throw await this.closed(owner);
    this.progress.saved(owner);
    return { saved_at: now.toISOString() };
  }

  /**
   * Submits the running attempt (part 2 §4 "Submit flow"; timing in
   * attemptTiming.ts). Responses sent with the submit are saved first while
   * saving is still allowed and ignored after. A student's attempt is recorded
   * through the ledger, whose grading hook scores it; a preview is scored here
   * and recorded nowhere. `submittedBy` is a professor submitting it for the
   * student (submit-on-behalf): the same rules, the student's own terms.
   * `handedInAt` is the moment the submit counts when not now: the kernel
   * handing in an expired attempt does so at its deadline.
   */
  async submit(owner: AttemptOwner, access: CourseAccess, responses: Record<string, unknown> = {}, submittedBy: string = owner.userId, handedInAt?: Date) {
    const config = await this.configFor(owner, access);
    const running = await this.attempts.running(owner);
    if (!running) throw await this.closed(owner);
    // A submit is never refused for what it carries: responses the back-button lock closes are left out.
    const locked = lockedItems(config, running.items.map((item) => item.id), running.responses);
    const carried = Object.fromEntries(Object.entries(responses).filter(([id]) => !locked.has(id)));
    if (Object.keys(carried).length && maySave(this.clock.now(), running.deadline, config.close_date)) {
      await this.attempts.saveResponses((await this.savable(owner, config, carried)).id, carried, this.clock.now());
    }
    const now = this.clock.now();
    const timing = submitTiming(handedInAt ?? now, running.deadline, config);
    if (!timing.accepted) throw prevented();
    const terms = submissionTerms(await this.overrides.find(owner));
    // Claim, record in the ledger, keep the score: one transaction, all three or none.
    const claimed = await this.db.transaction(async (trx) => {
      const attempts = new AttemptStore(trx);
      const attempt = await attempts.claimSubmit(running.id, now, timing.lateSeconds, submittedBy);
      if (!attempt) return null;
      const submission: AttemptSubmission = {
        session_id: attempt.id,
        submitted_at: timing.effectiveAt.toISOString(),
        // The student's own due date and policy, when an override sets them.
        ...terms,
        // A branching quiz scores only the items on its path.
        items: attemptOnPath(config, attempt).items.map(({ id, type, points, content, qti_draw }) => ({ id, type, points, content, ...(qti_draw ? { qti_draw } : {}) }) as AttemptSubmission['items'][number]),
        responses: attemptOnPath(config, attempt).responses,
      };
      const recorded = await this.record(owner, config, attempt, submission, trx);
      await attempts.recordScore(attempt.id, recorded);
      if (!attempt.preview) await this.missedItems.submitted(owner, config, submission, trx);
      return { attempt, recorded };
    });
    if (!claimed) throw await this.closed(owner);
    const { attempt, recorded } = claimed;
    // Told once the submit is committed.
    this.progress.submitted(owner);
    const used = (await this.attempts.submitted(owner)).filter((row) => !row.preview).length;
    const visible = reviewVisibility(config, { now, attemptsExhausted: exhausted(config, used), professor: attempt.preview });
    return {
      _id: attempt.id,
      number: attempt.number,
      status: recorded.status,
      submitted_at: now.toISOString(),
      late_seconds: timing.lateSeconds,
      timed_out: timing.timedOut,
      ...(visible.score ? { score: recorded.score, max_score: recorded.maxScore } : {}),
    };
  }

  private async record(owner: AttemptOwner, config: AssessmentConfig, attempt: AttemptRow, submission: AttemptSubmission, trx: Knex.Transaction) {
    if (attempt.preview) {
      const result = scoreAssessmentAttempt({ config, submission } as Parameters<typeof scoreAssessmentAttempt>[0]);
      return { score: result.score, maxScore: result.maxScore, status: result.needsManualGrading ? 'needs_grading' : 'graded', ledgerAttemptId: null };
    }
    const activityId = await this.grading.activityOf(owner.courseId, owner.componentId, trx);
    if (activityId === null) throw notReady();
    const ledger = await this.grading.recordSubmission({ activityId, userId: owner.userId, submission }, trx);
    return { score: amount(ledger.score), maxScore: amount(ledger.maxScore), status: ledger.status, ledgerAttemptId: ledger.id };
  }

  /**
   * A submitted attempt (the latest, or `number`) as the visibility settings
   * let the caller see it now; the score is the ledger's (a person's grading
   * or a rescore shows at once).
   */
  async review(owner: AttemptOwner, access: CourseAccess, number?: number) {
    const config = await this.configFor(owner, access);
    const submitted = await this.attempts.submitted(owner);
    const attempt = number === undefined ? submitted[0] : submitted.find((row) => row.number === number);
    if (!attempt) throw notReady();
    const used = submitted.filter((row) => !row.preview).length;
    const visible = reviewVisibility(config, { now: this.clock.now(), attemptsExhausted: exhausted(config, used), professor: DeliveryService.previews(access) });
    const score = visible.score ? await this.currentScore(owner, attempt) : null;
    const shown = attemptOnPath(config, attempt);
    return {
      _id: attempt.id,
      number: attempt.number,
      submitted_at: iso(attempt.submitted_at),
      late_seconds: attempt.late_seconds,
      visible,
      ...(score ? { score: score.score, max_score: score.maxScore, status: score.status } : {}),
      // A branching quiz's review shows the items on its path only.
      // A QTI item shows its outcomes and feedback with the responses.
      items: shown.items.map((item) =>
        item.type === 'qti' && visible.responses ? qtiItemInReview(item, shown.responses[item.id], visible.correct_answers) : visible.correct_answers ? itemWithAnswers(item) : itemToAnswer(item),
      ),
      ...(visible.responses ? { responses: shown.responses } : {}),
      ...reviewPractice(config, attempt, visible),
    };
  }

  private async currentScore(owner: AttemptOwner, attempt: AttemptRow) {
    const stored = { score: amount(attempt.score), maxScore: amount(attempt.max_score), status: attempt.preview ? 'preview' : 'graded' };
    if (attempt.ledger_attempt_id === null) return stored;
    const activityId = await this.grading.activityOf(owner.courseId, owner.componentId);
    const ledger = activityId === null ? [] : await this.grading.attempts(activityId, owner.userId);
    const found = ledger.find((row) => row.id === attempt.ledger_attempt_id);
    return found ? { score: amount(found.score), maxScore: amount(found.maxScore), status: found.status } : stored;
  }
}

const exhausted = (config: AssessmentConfig, used: number) => config.submission_attempts > 0 && used >= config.submission_attempts;
