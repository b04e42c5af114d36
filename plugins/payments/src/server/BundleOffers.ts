import type { CourseDirectory, EnrolmentDesk, SessionUser } from '@lms/sdk';
import type { Bundle } from '../schemas/paymentTypes.ts';
import type { PaymentSettings } from './paymentSettings.ts';
import type { StripeGateway } from './StripeGateway.ts';
import type { TargetResolver } from './TargetResolver.ts';

/** Part 1 §3 Bundle as `bundle/get/{id}` answers it, for the caller (anonymous or logged in). */
export class BundleOffers {
  constructor(
    private readonly resolver: TargetResolver,
    private readonly courses: CourseDirectory,
    private readonly enrolments: EnrolmentDesk,
    private readonly gateway: StripeGateway,
    private readonly settings: PaymentSettings,
  ) {}

  async offer(id: string, user: SessionUser | null): Promise<Bundle> {
    const target = await this.resolver.resolve(id);
    const details = await this.courses.summaries(target.courseIds);
    const owned = user ? await this.enrolments.paidCourses(user.id, target.courseIds) : [];
    return {
      _id: target.id,
      title: target.title,
      amount: target.amount,
      courses: target.courseIds,
      course_details: details.map((course) => ({
        _id: course.id,
        title: course.title,
        subtitle: course.subtitle,
        startDate: course.startDate ? course.startDate.toISOString() : null,
      })),
      payment: {
        paid_already: user !== null && owned.length === target.courseIds.length,
        stripe_public_key: this.settings.publishableKey,
        card: this.gateway.cardPayments && target.amount > 0,
      },
      purchaser_email: user?.email ?? null,
      visitor_id: user?.id ?? null,
      display_all: target.displayAll,
      payment_code: true,
      currency: this.settings.currency,
    };
  }
}
