import { definePluginDemo } from '@lms/sdk';
import { catalogRef, codesRef, pricesRef } from './services.ts';

/** Unredeemed access codes kept for the demo paid course and the demo bundle. */
const DEMO_CODES = 3;
const DEMO_BUNDLE = 'Demo gift bundle';
const DEMO_PRICE = 'Demo standard price';

/**
 * The demo sells the demo paid course: access codes to try, printed at
 * start-up (made only when fewer are left); a bundle of it that can be given
 * as a gift (/gift/{id}) with codes of its own; and a price in the price list
 * (/administrator/codes). Made once: a second run finds them by title.
 */
export const paymentsDemo = definePluginDemo({
  deps: { codes: codesRef, catalog: catalogRef, prices: pricesRef },
  async seed({ paidCourseId, administrator, deps }) {
    const codes = await deps.codes.unredeemed(paidCourseId, DEMO_CODES);
    const bundle = (await deps.catalog.list()).find((entry) => entry.title === DEMO_BUNDLE) ?? (await deps.catalog.create({ title: DEMO_BUNDLE, amount: 4500, courses: [paidCourseId] }, null));
    const bundleCodes = await deps.codes.unredeemed(bundle._id, DEMO_CODES);
    if (!(await deps.prices.list()).some((price) => price.title === DEMO_PRICE)) {
      await deps.prices.create(
        { title: DEMO_PRICE, method: 'credit_card_or_code', amount: 4500, second_amount: null, isbn: null, isbn_number: null, cost: 1500, fee: 200, exrollment_days: 180, courtesy_window: 14, show_modal: null },
        administrator,
      );
    }
    return [
      `Demo access codes for the paid course (/payment/${paidCourseId}): ${codes.join(', ')}`,
      `Demo gift bundle (/gift/${bundle._id}), its codes: ${bundleCodes.join(', ')}; codes and prices at /administrator/codes`,
    ];
  },
});
