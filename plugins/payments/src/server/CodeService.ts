import type { Clock, CourseDirectory, CourseSummary, EnrolmentDesk, Knex } from '@lms/sdk';
import type { PurchaseAnalytics } from './analytics/PurchaseAnalytics.ts';
import { displayCode, normaliseCode } from '../schemas/paymentCode.ts';
import type { CodeAnswer } from '../schemas/paymentTypes.ts';
import { randomCode } from './codeGeneration.ts';
import type { CodeStore } from './CodeStore.ts';
import { paymentErrors } from './paymentErrors.ts';
import { targetColumns, targetIdOf, type TargetResolver } from './TargetResolver.ts';

/** Drawing 16 characters of 33 twice is all but impossible; a few rounds cover it and bound a broken generator. */
const MAX_ROUNDS = 10;

/** Access codes (part 1 §4 "Access-code redemption", part 3 §7 `POST generate`). */
export class CodeService {
  constructor(
    private readonly db: Knex,
    private readonly store: CodeStore,
    private readonly resolver: TargetResolver,
    private readonly enrolments: EnrolmentDesk,
    private readonly courses: CourseDirectory,
    private readonly clock: Clock,
    private readonly analytics: PurchaseAnalytics,
  ) {}

  /**
   * `count` new codes for a bundle or paid course, each recording its current amount; answers them as displayed.
   * `alsoInTransaction` records more in the same transaction (an administrator's audit entry).
   */
  async generate(targetId: string, count: number, alsoInTransaction?: (made: { amount: number; count: number }, trx: Knex.Transaction) => Promise<void>): Promise<string[]> {
    const target = await this.resolver.resolve(targetId);
    const fields = { ...targetColumns(target), amount: target.amount, created_at: this.clock.now() };
    return this.db.transaction(async (trx) => {
      const codes: string[] = [];
      for (let round = 0; codes.length < count; round += 1) {
        if (round === MAX_ROUNDS) throw new Error(`Could not draw ${count} unused codes in ${MAX_ROUNDS} rounds`);
        const drawn = new Set<string>();
        while (drawn.size < count - codes.length) drawn.add(randomCode());
        codes.push(...(await this.store.insertNew([...drawn], fields, trx)));
      }
      await alsoInTransaction?.({ amount: fields.amount, count: codes.length }, trx);
      return codes.map(displayCode);
    });
  }

  /** At least `count` unredeemed codes of a bundle or paid course, making only what is missing (the demo's codes). */
  async unredeemed(targetId: string, count: number): Promise<string[]> {
    const target = await this.resolver.resolve(targetId);
    const existing = await this.store.unredeemed(targetColumns(target), count);
    const made = existing.length < count ? await this.generate(targetId, count - existing.length) : [];
    return [...existing.map(displayCode), ...made];
  }

  /**
   * Redeems a code for the bundle or course it was made for: payment rows of type 'code', and enrolment; reported to analytics once committed.
   * `alsoInTransaction` records more in the same transaction (an administrator's audit entry).
   */
  async redeem(user: { id: string }, targetId: string, typed: string, alsoInTransaction?: (answer: CodeAnswer, trx: Knex.Transaction) => Promise<void>): Promise<CodeAnswer> {
    const code = normaliseCode(typed);
    if (!code) throw paymentErrors.badCode();
    const target = await this.resolver.resolve(targetId);
    // A code spent on courses the buyer already has would be lost.
    const owned = await this.enrolments.paidCourses(user.id, target.courseIds);
    if (owned.length === target.courseIds.length) throw paymentErrors.alreadyPaid();
    const answer = await this.db.transaction(async (trx) => {
      const row = await this.store.lock(code, trx);
      if (!row || !row.active) throw paymentErrors.invalidCode();
      if (row.redeemed_at) throw paymentErrors.codeUsed();
      if (targetIdOf(row) !== target.id) throw paymentErrors.codeMismatch();
      const now = this.clock.now();
      const courseIds = await this.resolver.coursesOf(row, trx);
      await this.store.markRedeemed(code, user.id, now, trx);
      await this.enrolments.recordPurchase({ userId: user.id, courseIds, amount: row.amount, paymentType: 'code', providerRef: `code:${code}` }, trx);
      const summaries = await this.courses.summaries(courseIds, trx);
      const redeemed: CodeAnswer = { status: 'paid', user: { mongoId: user.id }, amount: row.amount, open_date: openDate(summaries, now), courses: courseIds };
      await alsoInTransaction?.(redeemed, trx);
      return redeemed;
    });
    await this.analytics.purchased({ providerRef: `code:${code}`, amount: answer.amount, paymentType: 'code', userId: user.id, courseIds: answer.courses });
    return answer;
  }
}

/**
 * Part 1 §4: access is granted at once unless the purchase opens later. The
 * open date is the earliest start of its courses when none has started yet;
 * null when one is open now.
 */
function openDate(courses: readonly CourseSummary[], now: Date): string | null {
  const starts = courses.map((course) => course.startDate);
  if (starts.some((start) => start === null || start.getTime() <= now.getTime())) return null;
  const earliest = Math.min(...starts.map((start) => start!.getTime()));
  return Number.isFinite(earliest) ? new Date(earliest).toISOString() : null;
}
