import { LmsError, type AuditLog, type Clock, type CourseDirectory, type IdGenerator, type Knex } from '@lms/sdk';
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
    private readonly db: Knex,
    private readonly audit: AuditLog,
  ) {}

  /**
   * A new bundle. `administratorId`: a site administrator's creation (POST
   * payments/bundles/), audited as bundles.create in its transaction; an
   * instructor's auto-bundle or the demo's is no administrator action.
   */
  async create(body: BundleBody, administratorId: string | null): Promise<AdminBundle> {
    const known = new Set((await this.courses.summaries(body.courses)).map((course) => course.id));
    const unknown = body.courses.flatMap((id, index) => (known.has(id) ? [] : [{ field: `courses/${index}`, message: PAYMENT_MESSAGES.badCourse }]));
    if (unknown.length) throw LmsError.validation(unknown);
    const bundle = { id: this.ids.newId(), title: body.title.trim(), amount: body.amount, courseIds: body.courses, displayAll: body.display_all ?? false, createdAt: this.clock.now() };
    const created = adminBundle(bundle);
    await this.db.transaction(async (trx) => {
      await this.store.create(bundle, trx);
      if (administratorId) await this.audit.record({ actorId: administratorId, action: 'bundles.create', subjectType: 'bundle', subjectId: bundle.id, before: null, after: created }, trx);
    });
    return created;
  }

  /** POST special_bundle_action: show every course of the bundle or not, or give it a price's amount (codes generated later record it). */
  async specialAction(actorId: string, action: SpecialBundleAction, prices: PriceList): Promise<AdminBundle> {
    return this.db.transaction(async (trx) => {
      const bundle = await this.store.find(action.bundle, trx);
      if (!bundle) throw paymentErrors.noBundle();
      if (action.action === 'apply_price') {
        const price = action.price ? await prices.find(action.price, trx) : null;
        if (!price) throw paymentErrors.noPrice();
        await this.store.setAmount(bundle.id, price.amount, trx);
      } else {
        await this.store.setDisplayAll(bundle.id, action.action === 'display_all', trx);
      }
      const after = adminBundle((await this.store.find(bundle.id, trx))!);
      // Audited with the change (who, what, the bundle before and after), in its transaction.
      await this.audit.record({ actorId, action: `bundles.${action.action}`, subjectType: 'bundle', subjectId: bundle.id, before: adminBundle(bundle), after }, trx);
      return after;
    });
  }

  async list(): Promise<AdminBundle[]> {
    return (await this.store.list()).map(adminBundle);
  }
}

function adminBundle(bundle: Pick<StoredBundle, 'id' | 'title' | 'amount' | 'displayAll'> & { courseIds: readonly string[] }): AdminBundle {
  return { _id: bundle.id, title: bundle.title, amount: bundle.amount, courses: [...bundle.courseIds], display_all: bundle.displayAll };
}
