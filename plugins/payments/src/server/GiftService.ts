import type { Clock, IdGenerator, Knex, MailSender, SessionUser } from '@lms/sdk';
import { LmsError } from '@lms/sdk';
import { giftProblems, zipTriggersTax } from '../schemas/giftRules.ts';
import type { GiftAnswer, GiftBody, TaxesAnswer } from '../schemas/giftSchemas.ts';
import type { PurchaseAnalytics } from './analytics/PurchaseAnalytics.ts';
import { randomCode } from './codeGeneration.ts';
import type { CodeStore } from './CodeStore.ts';
import { giftMail } from './giftMail.ts';
import type { GiftRow, GiftStore } from './GiftStore.ts';
import { paymentErrors } from './paymentErrors.ts';
import type { PaymentSettings } from './paymentSettings.ts';
import type { StripeGateway } from './StripeGateway.ts';
import { targetColumns, targetIdOf, type PurchaseTarget, type TargetResolver } from './TargetResolver.ts';
import type { TaxCalculator } from './tax/TaxCalculator.ts';

/** A drawn code colliding with any of millions is all but impossible; a few draws bound a broken generator. */
const MAX_DRAWS = 10;

/**
 * Part 1 §4 "Gift flow": the tax is computed (an order is quoted), then the
 * purchaser pays on Stripe's page, then the view flips to a confirmation. The
 * paid order becomes one access code for the bundle or course, mailed to the
 * recipient in the same transaction.
 */
export class GiftService {
  constructor(
    private readonly db: Knex,
    private readonly store: GiftStore,
    private readonly codes: CodeStore,
    private readonly resolver: TargetResolver,
    private readonly gateway: StripeGateway,
    private readonly tax: TaxCalculator | null,
    private readonly mail: MailSender,
    private readonly analytics: PurchaseAnalytics,
    private readonly settings: PaymentSettings,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** What can be given: a bundle or paid course with an amount above 0 ('Nothing found that you can buy as a gift.'). */
  async giftable(id: string): Promise<PurchaseTarget> {
    const target = await this.resolver.resolve(id).catch((error: unknown) => {
      if (error instanceof LmsError && error.errno === 'no-bundle') throw paymentErrors.nothingToGift();
      throw error;
    });
    if (target.amount <= 0) throw paymentErrors.nothingToGift();
    return target;
  }

  get taxCollection(): boolean {
    return this.tax !== null;
  }

  get cardPayments(): boolean {
    return this.gateway.cardPayments;
  }

  /** POST payment/taxes/{id}: quotes the gift, with tax when collection is on and the zip is longer than 4 characters. */
  async quote(id: string, typedZip: string, user: SessionUser | null): Promise<TaxesAnswer> {
    const target = await this.giftable(id);
    const zip = typedZip.trim();
    const { tax, ref } =
      this.tax && zipTriggersTax(zip) ? await this.tax.calculate({ amount: target.amount, currency: this.settings.currency, zip, reference: target.id }) : { tax: 0, ref: null };
    const order = this.ids.newId();
    await this.store.insert({ id: order, ...targetColumns(target), amount: target.amount, tax, billing_zip: zip || null, tax_ref: ref, purchaser_id: user?.id ?? null, created_at: this.clock.now() });
    return { taxes: tax, order, amount: target.amount, total: target.amount + tax };
  }

  /** POST payment/gift/: the quoted order's Checkout session (amount and tax); the purchaser comes back to /gift/{id}. */
  async pay(body: GiftBody, user: SessionUser | null, origin: string): Promise<GiftAnswer> {
    const problems = giftProblems(body);
    if (problems.length) throw paymentErrors.giftPeople(problems);
    const target = await this.giftable(body.bundle);
    if (!this.gateway.cardPayments) throw paymentErrors.cardPaymentsOff();
    const order = await this.store.find(body.orderId);
    if (!order || order.status !== 'quoted' || targetIdOf(order) !== target.id) throw paymentErrors.unknownGift();
    // Stripe is called outside any transaction; the quoted order is then taken by one update that only a quoted row passes.
    const session = await this.gateway.openSession({
      checkoutId: order.id,
      userId: user?.id ?? null,
      email: body.email.trim(),
      title: `Gift: ${target.title}`,
      amount: order.amount,
      tax: order.tax,
      successUrl: `${origin}/gift/${target.id}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/gift/${target.id}`,
    });
    const taken = await this.store.open(order.id, {
      stripe_session_id: session.id,
      purchaser_name: body.name.trim(),
      purchaser_email: body.email.trim(),
      purchaser_id: user?.id ?? order.purchaser_id,
      recipient_name: body.recipient_name.trim(),
      recipient_email: body.recipient_email.trim(),
    });
    if (!taken) throw paymentErrors.unknownGift();
    return { status: 'open', order_id: order.id, url: session.url };
  }

  /** POST payment/gift/confirm: asks Stripe about the session and settles the gift once paid. */
  async confirm(sessionId: string, origin: string): Promise<GiftAnswer> {
    const gift = await this.store.bySession(sessionId);
    if (!gift) throw paymentErrors.unknownGift();
    if (gift.status !== 'paid' && !(await this.gateway.session(sessionId)).paid) return { status: 'pending', order_id: gift.id };
    if (gift.status !== 'paid') await this.settle(sessionId, origin);
    return { status: 'paid', order_id: gift.id, recipient_email: gift.recipient_email ?? undefined };
  }

  /**
   * Marks the gift paid, makes its code and queues the recipient's mail, in one
   * transaction (the row locked: the webhook and the confirmation take turns).
   * False when the session is no gift of this site.
   */
  async settle(sessionId: string, origin: string): Promise<boolean> {
    const paid = await this.db.transaction(async (trx) => {
      const gift = await this.store.lockBySession(sessionId, trx);
      if (!gift) return null;
      if (gift.status === 'paid') return { gift, fresh: false };
      const code = await this.newCode(gift, trx);
      const now = this.clock.now();
      await this.store.update(gift.id, { status: 'paid', paid_at: now, code }, trx);
      const title = await this.titleOf(gift, trx);
      await this.mail.send(
        giftMail({ recipientName: gift.recipient_name!, recipientEmail: gift.recipient_email!, purchaserName: gift.purchaser_name!, title, code, targetId: targetIdOf(gift), origin }),
        trx,
      );
      return { gift, fresh: true };
    });
    if (paid?.fresh) {
      const courseIds = await this.resolver.coursesOf(paid.gift);
      await this.analytics.purchased({ providerRef: `gift:${sessionId}`, amount: paid.gift.amount + paid.gift.tax, paymentType: 'gift', userId: paid.gift.purchaser_id, courseIds });
    }
    return paid !== null;
  }

  private async newCode(gift: GiftRow, trx: Knex.Transaction): Promise<string> {
    for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
      const [code] = await this.codes.insertNew([randomCode()], { bundle_id: gift.bundle_id, course_id: gift.course_id, amount: gift.amount, created_at: this.clock.now() }, trx);
      if (code) return code;
    }
    throw new Error(`Could not draw an unused code in ${MAX_DRAWS} draws`);
  }

  private async titleOf(gift: GiftRow, trx: Knex.Transaction): Promise<string> {
    try {
      return (await this.resolver.resolve(targetIdOf(gift), trx)).title;
    } catch {
      return 'a course';
    }
  }
}
