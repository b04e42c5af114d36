import { LmsError, type Clock, type ComponentReader, type CourseAccess, type Knex } from '@lms/sdk';
import type { AssessmentConfig } from '../../../schemas/assessmentConfig.ts';
import { scoreItem } from '../../../scoring/scoreItem.ts';
import { OverrideStore } from '../../overrides/OverrideStore.ts';
import { applyOverride } from '../../overrides/studentOverride.ts';
import { maySave } from '../attemptTiming.ts';
import { AttemptStore, type AttemptOwner, type AttemptRow } from '../AttemptStore.ts';
import { attemptOnPath } from '../branching/branchingPath.ts';
import type { DeliveredItem } from '../deliveredItems.ts';
import type { DeliveryService } from '../DeliveryService.ts';
import { DELIVERY_MESSAGES } from '../deliveryMessages.ts';
import { reviewVisibility, visibleNow } from '../reviewVisibility.ts';
import { PracticeStore } from './PracticeStore.ts';
import { hintsOf } from './practiceState.ts';
import type { ConfidenceLevel } from '../../../calls/deliveryCalls.ts';
import { MAX_TRIES, PRACTICE_MESSAGES } from './practiceMessages.ts';

const conflict = (message: string) => new LmsError('conflict', message);
const prevented = () => conflict(DELIVERY_MESSAGES.prevented);

/**
 * What a taker does besides answering (api-contract "Taking an assessment,
 * extras"): the inline check, hints one by one, confidence per Question, and
 * "Try again" in review. None of them changes a score; each follows the
 * student's own terms (their override) and the server's clock.
 */
export class PracticeService {
  private readonly attempts: AttemptStore;
  private readonly store: PracticeStore;
  private readonly overrides: OverrideStore;

  constructor(
    db: Knex,
    private readonly clock: Clock,
    private readonly components: ComponentReader,
    private readonly delivery: DeliveryService,
  ) {
    this.attempts = new AttemptStore(db);
    this.store = new PracticeStore(db);
    this.overrides = new OverrideStore(db);
  }

  private async configFor(owner: AttemptOwner, access: CourseAccess): Promise<AssessmentConfig> {
    const component = await this.components.get(owner.courseId, owner.componentId, access, 'assessment', DELIVERY_MESSAGES.notReady);
    return applyOverride(component.config, await this.overrides.find(owner));
  }

  private async attemptsUsedUp(owner: AttemptOwner, config: AssessmentConfig): Promise<boolean> {
    const used = (await this.attempts.submitted(owner)).filter((attempt) => !attempt.preview).length;
    return config.submission_attempts > 0 && used >= config.submission_attempts;
  }

  /** An item the taker was shown (a branching quiz: on its path), else 422. */
  private static shownItem(config: AssessmentConfig, attempt: AttemptRow, itemId: string): DeliveredItem {
    const item = attemptOnPath(config, attempt).items.find((candidate) => candidate.id === itemId) as DeliveredItem | undefined;
    if (!item) throw LmsError.validation([{ field: 'item_id', message: DELIVERY_MESSAGES.unknownItem }]);
    return item;
  }

  /** The running attempt while it still takes answers (deadline and close date, with the grace). */
  private async answering(owner: AttemptOwner, config: AssessmentConfig): Promise<AttemptRow> {
    const attempt = await this.attempts.running(owner);
    if (!attempt || !maySave(this.clock.now(), attempt.deadline, config.close_date)) throw prevented();
    return attempt;
  }

  /**
   * Inline check (`inline_check`): saves the response as autosave does, then
   * says whether it is right; null for a Question a person scores.
   */
  async check(owner: AttemptOwner, access: CourseAccess, itemId: string, response: unknown): Promise<{ correct: boolean | null }> {
    const config = await this.configFor(owner, access);
    const moment = { now: this.clock.now(), attemptsExhausted: await this.attemptsUsedUp(owner, config), professor: false };
    if (!visibleNow(config.inline_check, config, moment)) throw conflict(PRACTICE_MESSAGES.checkUnavailable);
    const running = await this.attempts.running(owner);
    if (running) PracticeService.shownItem(config, running, itemId);
    await this.delivery.save(owner, access, { [itemId]: response });
    const saved = await this.attempts.running(owner);
    if (!saved) throw prevented();
    const item = PracticeService.shownItem(config, saved, itemId);
    return { correct: scoreItem(item, response, { accentScoring: config.accent_scoring }).correct };
  }

  /** The item's next hint; the count is kept per item, so the hint button can say how many are used. */
  async hint(owner: AttemptOwner, access: CourseAccess, itemId: string): Promise<{ hint: string; hints_used: number; hints_total: number }> {
    const config = await this.configFor(owner, access);
    const attempt = await this.answering(owner, config);
    const hints = hintsOf(PracticeService.shownItem(config, attempt, itemId));
    const used = await this.store.takeHint(attempt.id, itemId, hints.length);
    if (used === null) throw (await this.attempts.running(owner)) ? conflict(PRACTICE_MESSAGES.noMoreHints) : prevented();
    return { hint: hints[used - 1]!, hints_used: used, hints_total: hints.length };
  }

  /** How sure the taker is of an answer, when the assessment collects it (`confidence`). */
  async confidence(owner: AttemptOwner, access: CourseAccess, itemId: string, level: ConfidenceLevel): Promise<{ confidence: Record<string, ConfidenceLevel> }> {
    const config = await this.configFor(owner, access);
    if (!config.confidence) throw conflict(PRACTICE_MESSAGES.confidenceOff);
    const attempt = await this.answering(owner, config);
    PracticeService.shownItem(config, attempt, itemId);
    const confidence = await this.store.setConfidence(attempt.id, itemId, level);
    if (confidence === null) throw prevented();
    return { confidence };
  }

  /**
   * "Try again" on a Question of a submitted attempt (part 2 §4, §9): while
   * the review shows the responses, up to 5 times per Question; the answer
   * says whether the try is right and never changes a score.
   */
  async retry(owner: AttemptOwner, access: CourseAccess, number: number, itemId: string, response: unknown): Promise<{ correct: boolean | null; tries_used: number; tries_left: number }> {
    const config = await this.configFor(owner, access);
    const attempt = (await this.attempts.submitted(owner)).find((row) => row.number === number);
    if (!attempt) throw new LmsError('not-found', DELIVERY_MESSAGES.notReady);
    const visible = reviewVisibility(config, { now: this.clock.now(), attemptsExhausted: await this.attemptsUsedUp(owner, config), professor: access.professor });
    if (!visible.responses) throw conflict(PRACTICE_MESSAGES.retryHidden);
    const item = PracticeService.shownItem(config, attempt, itemId);
    const tries = await this.store.takeTry(attempt.id, itemId, MAX_TRIES);
    if (tries === null) throw conflict(PRACTICE_MESSAGES.noMoreTries);
    return { correct: scoreItem(item, response, { accentScoring: config.accent_scoring }).correct, tries_used: tries, tries_left: MAX_TRIES - tries };
  }
}
