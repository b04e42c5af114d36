import { LmsError, type Clock, type CourseDirectory, type IdGenerator } from '@lms/sdk';
import { PAYMENT_MESSAGES } from '../schemas/paymentMessages.ts';
import type { BundleBody } from '../schemas/paymentSchemas.ts';
import type { AdminBundle } from '../schemas/paymentTypes.ts';
import type { SpecialBundleAction } from '../schemas/priceTypes.ts';
import type { BundleStore, StoredBundle } from './BundleStore.ts';
import { paymentErrors } from './paymentErrors.ts';
import type { PriceList } from './PriceList.ts';

/** The administration's bundles: create one from existing courses, list them. */
export class BundleCatalog {
  constructor(
    private readonly store: BundleStore,
    private readonly courses: CourseDirectory,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async create(body: BundleBody): Promise<AdminBundle> {
    const known = new Set((await this.courses.summaries(body.courses)).map((course) => course.id));
    const unknown = body.courses.flatMap((id, index) => (known.has(id) ? [] : [{ field: `courses/${index}`, message: PAYMENT_MESSAGES.badCourse }]));
    if (unknown.length) throw LmsError.validation(unknown);
    const bundle = { id: this.ids.newId(), title: body.title.trim(), amount: body.amount, courseIds: body.courses, displayAll: body.display_all ?? false, createdAt: this.clock.now() };
    await this.store.create(bundle);
    return adminBundle(bundle);
  }

  /** POST special_bundle_action: show every course of the bundle or not, or give it a price's amount (codes generated later record it). */
  async specialAction(action: SpecialBundleAction, prices: PriceList): Promise<AdminBundle> {
    const bundle = await this.store.find(action.bundle);
    if (!bundle) throw paymentErrors.noBundle();
    if (action.action === 'apply_price') {
      const price = action.price ? await prices.find(action.price) : null;
      if (!price) throw paymentErrors.noPrice();
      await this.store.setAmount(bundle.id, price.amount);
    } else {
      await this.store.setDisplayAll(bundle.id, action.action === 'display_all');
    }
    return adminBundle((await this.store.find(bundle.id))!);
  }

  async list(): Promise<AdminBundle[]> {
    return (await this.store.list()).map(adminBundle);
  }
}

function adminBundle(bundle: Pick<StoredBundle, 'id' | 'title' | 'amount' | 'displayAll'> & { courseIds: readonly string[] }): AdminBundle {
  return { _id: bundle.id, title: bundle.title, amount: bundle.amount, courses: [...bundle.courseIds], display_all: bundle.displayAll };
}
