import type { Clock, EnrolmentDesk, IdGenerator, Knex, SessionUser } from '@lms/sdk';
import type { CheckoutAnswer, ConfirmAnswer } from '../schemas/paymentTypes.ts';
import type { PurchaseAnalytics } from './analytics/PurchaseAnalytics.ts';
import type { CheckoutStore } from './CheckoutStore.ts';
import { paymentErrors } from './paymentErrors.ts';
import { paymentDestination, paymentLocationSegment } from '../schemas/paymentDestination.ts';
import type { StripeGateway } from './StripeGateway.ts';
import { targetColumns, type TargetResolver } from './TargetResolver.ts';

/**
 * Part 1 §4 purchase flow, step 2 (payment) by card: a Stripe Checkout session
 * per purchase; the purchase is recorded when Stripe says it is paid, by its
 * webhook or by the buyer's return to /paymentsuccess, whichever comes first.
 */
export class CheckoutService {
  constructor(
    private readonly db: Knex,
    private readonly store: CheckoutStore,
    private readonly resolver: TargetResolver,
    private readonly gateway: StripeGateway,
    private readonly enrolments: EnrolmentDesk,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly analytics: PurchaseAnalytics,
  ) {}

  /** `location` is where /paymentsuccess/{location} leads afterwards ('+' for '/'), only a path of this site; `origin` is this site's public address. */
  async open(targetId: string, user: SessionUser, location: string, origin: string): Promise<CheckoutAnswer> {
    const segment = paymentLocationSegment(location);
    if (paymentDestination(segment) === null) throw paymentErrors.badLocation();
    const target = await this.resolver.resolve(targetId);
    if (!this.gateway.cardPayments) throw paymentErrors.cardPaymentsOff();
    if (target.amount <= 0) throw paymentErrors.codeOnly();
    const owned = await this.enrolments.paidCourses(user.id, target.courseIds);
    if (owned.length === target.courseIds.length) throw paymentErrors.alreadyPaid();
    const checkoutId = this.ids.newId();
    const session = await this.gateway.openSession({
      checkoutId,
      userId: user.id,
      email: user.email,
      title: target.title,
      amount: target.amount,
      // Stripe puts the session id in place of {CHECKOUT_SESSION_ID}; the success screen confirms with it.
      successUrl: `${origin}/paymentsuccess/${segment}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/list/bundle/${target.id}`,
    });
    await this.store.insert({ id: checkoutId, stripe_session_id: session.id, user_id: user.id, ...targetColumns(target), amount: target.amount, created_at: this.clock.now() });
    return { id: session.id, url: session.url };
  }

  /** The buyer back from Stripe: asks Stripe about their session and records the purchase once it is paid. */
  async confirm(sessionId: string, user: SessionUser): Promise<ConfirmAnswer> {
    const checkout = await this.store.bySession(sessionId);
    if (!checkout || checkout.user_id !== user.id) throw paymentErrors.unknownCheckout();
    if (checkout.status === 'paid') return { status: 'paid', courses: await this.resolver.coursesOf(checkout) };
    const session = await this.gateway.session(sessionId);
    if (!session.paid) return { status: 'pending', courses: await this.resolver.coursesOf(checkout) };
    return { status: 'paid', courses: (await this.settle(sessionId))! };
  }

  /**
   * Marks the checkout paid and records the purchase (payment rows, enrolment)
   * in one transaction; a session settled before records nothing again.
   * Answers the courses bought, or null for a session that is not ours.
   */
  async settle(sessionId: string): Promise<string[] | null> {
    const settled = await this.db.transaction(async (trx) => {
      const checkout = await this.store.lockBySession(sessionId, trx);
      if (!checkout) return null;
      const courses = await this.resolver.coursesOf(checkout, trx);
      if (checkout.status === 'paid') return { courses, purchase: null };
      await this.store.markPaid(checkout.id, this.clock.now(), trx);
      const purchase = { userId: checkout.user_id, courseIds: courses, amount: checkout.amount, paymentType: 'card', providerRef: `stripe:${sessionId}` };
      await this.enrolments.recordPurchase(purchase, trx);
      return { courses, purchase };
    });
    // Reported once: only by whichever of the webhook and the confirmation recorded it.
    if (settled?.purchase) await this.analytics.purchased(settled.purchase);
    return settled?.courses ?? null;
  }
}
