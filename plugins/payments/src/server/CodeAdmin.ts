import type { AuditLog, CourseDirectory, EnrolmentDesk, Knex, PeopleDirectory } from '@lms/sdk';
import { displayCode, normaliseCode } from '../schemas/paymentCode.ts';
import type { CodeDetails } from '../schemas/codeAdminTypes.ts';
import type { CodeAnswer } from '../schemas/paymentTypes.ts';
import type { BundleStore } from './BundleStore.ts';
import type { CodeService } from './CodeService.ts';
import type { CodeRow, CodeStore } from './CodeStore.ts';
import { paymentErrors } from './paymentErrors.ts';
import { targetIdOf } from './TargetResolver.ts';

/**
 * The administrator's code tools (part 3 §5, §7): look a code up, switch it
 * off or on again, redeem it for someone, take back the payment it recorded,
 * and list a target's codes for the CSV export. Each change is written to the
 * audit log (`codes.*`, subject the code) in the change's transaction.
 */
export class CodeAdmin {
  constructor(
    private readonly db: Knex,
    private readonly store: CodeStore,
    private readonly codes: CodeService,
    private readonly bundles: BundleStore,
    private readonly courses: CourseDirectory,
    private readonly people: PeopleDirectory,
    private readonly enrolments: EnrolmentDesk,
    private readonly audit: AuditLog,
  ) {}

  async lookUp(typed: string): Promise<CodeDetails> {
    const row = await this.store.find(this.stored(typed));
    if (!row) throw paymentErrors.noCode();
    return (await this.details([row]))[0]!;
  }

  async list(targetId: string): Promise<CodeDetails[]> {
    return this.details(await this.store.ofTarget(targetId));
  }

  /** Part 3 §7 `user_code/{userId}/{isbnId}`: the codes an account redeemed for a bundle or course (none: an empty list); an unknown account is no-account. */
  async ofUser(userId: string, targetId: string): Promise<CodeDetails[]> {
    const [person] = await this.people.byIds([userId]);
    if (!person) throw paymentErrors.noAccount();
    return this.details(await this.store.redeemedBy(userId, targetId));
  }

  /** 'Code could not be de-activated' when it was redeemed already (its payment stands: return it first). */
  async setActive(actorId: string, typed: string, active: boolean): Promise<CodeDetails> {
    const code = this.stored(typed);
    await this.db.transaction(async (trx) => {
      const row = await this.store.lock(code, trx);
      if (!row) throw paymentErrors.noCode();
      if (row.redeemed_at) throw active ? paymentErrors.notReactivated() : paymentErrors.notDeactivated();
      await this.store.setActive(code, active, trx);
      await this.record(actorId, active ? 'codes.activate' : 'codes.deactivate', code, { active: row.active }, { active }, trx);
    });
    return this.lookUp(code);
  }

  /** The code redeemed for the account with this email: the same rules and records as its owner typing it. */
  async redeemFor(actorId: string, typed: string, email: string): Promise<CodeAnswer> {
    const code = this.stored(typed);
    const row = await this.store.find(code);
    if (!row) throw paymentErrors.noCode();
    const person = await this.people.byEmail(email);
    if (!person) throw paymentErrors.noUser();
    return this.codes.redeem({ id: person.id }, targetIdOf(row), code, (answer, trx) =>
      this.record(actorId, 'codes.redeem_for', code, { redeemed_by: null }, { redeemed_by: person.id, courses: answer.courses, amount: answer.amount }, trx),
    );
  }

  /** Removes the payment rows the redemption recorded and makes the code unredeemed and active, in one transaction. */
  async returnPayment(actorId: string, typed: string): Promise<{ code: CodeDetails; returned: number }> {
    const code = this.stored(typed);
    const returned = await this.db.transaction(async (trx) => {
      const row = await this.store.lock(code, trx);
      if (!row) throw paymentErrors.noCode();
      if (!row.redeemed_at) throw paymentErrors.notRedeemed();
      const removed = await this.enrolments.returnPurchase(`code:${code}`, trx);
      await this.store.markReturned(code, trx);
      await this.record(actorId, 'codes.return_payment', code, { redeemed_by: row.redeemed_by, redeemed_at: row.redeemed_at }, { redeemed_by: null, payment_rows_removed: removed }, trx);
      return removed;
    });
    return { code: await this.lookUp(code), returned };
  }

  private record(actorId: string, action: string, code: string, before: Record<string, unknown>, after: Record<string, unknown>, trx: Knex.Transaction): Promise<void> {
    return this.audit.record({ actorId, action, subjectType: 'code', subjectId: code, before, after }, trx).then(() => undefined);
  }

  private stored(typed: string): string {
    const code = normaliseCode(typed);
    if (!code) throw paymentErrors.noCode();
    return code;
  }

  private async details(rows: readonly CodeRow[]): Promise<CodeDetails[]> {
    const titles = await this.titles(rows);
    const redeemers = new Map((await this.people.byIds([...new Set(rows.flatMap((row) => (row.redeemed_by ? [row.redeemed_by] : [])))])).map((person) => [person.id, person]));
    return rows.map((row) => {
      const person = row.redeemed_by ? redeemers.get(row.redeemed_by) : undefined;
      return {
        code: displayCode(row.code),
        bundle_id: row.bundle_id,
        course_id: row.course_id,
        title: titles.get(targetIdOf(row)) ?? null,
        amount: row.amount,
        active: row.active,
        created_at: new Date(row.created_at).toISOString(),
        redeemed_at: row.redeemed_at ? new Date(row.redeemed_at).toISOString() : null,
        redeemed_by: person ? { _id: person.id, email: person.email, name: `${person.firstname} ${person.lastname}`.trim() } : null,
      };
    });
  }

  private async titles(rows: readonly CodeRow[]): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    for (const bundleId of new Set(rows.flatMap((row) => (row.bundle_id ? [row.bundle_id] : [])))) {
      const bundle = await this.bundles.find(bundleId);
      if (bundle) titles.set(bundleId, bundle.title);
    }
    const courseIds = [...new Set(rows.flatMap((row) => (row.course_id ? [row.course_id] : [])))];
    for (const course of await this.courses.summaries(courseIds)) titles.set(course.id, course.title);
    return titles;
  }
}
