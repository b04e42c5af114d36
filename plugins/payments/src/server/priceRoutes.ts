import { coreServices, defineRoute } from '@lms/sdk';
import { applyPrice, createPrice, listClasses, listPrices, specialBundleAction, updatePrice } from '../calls/priceCalls.ts';
import { catalogRef, pricesRef } from './services.ts';

/** Part 3 §6: the administration area needs administrator status; show_modal is checked per field (PriceList). */

export const listPricesRoute = defineRoute(listPrices, {
  permission: 'administrator',
  deps: { prices: pricesRef },
  handler: async ({ deps }) => ({ prices: await deps.prices.list() }),
});

/** At most this many paid courses answer `GET classes`. */
const CLASSES_LIMIT = 500;

export const listClassesRoute = defineRoute(listClasses, {
  permission: 'administrator',
  deps: { courses: coreServices.courses },
  handler: async ({ deps }) => ({ classes: (await deps.courses.paidCourses(CLASSES_LIMIT)).map((course) => ({ _id: course.id, title: course.title, amount: course.amount })) }),
});

export const createPriceRoute = defineRoute(createPrice, {
  permission: 'administrator',
  deps: { prices: pricesRef },
  handler: async ({ body, user, deps }) => ({ price: await deps.prices.create(body, user!) }),
});

export const updatePriceRoute = defineRoute(updatePrice, {
  permission: 'administrator',
  deps: { prices: pricesRef },
  handler: async ({ params, body, user, deps }) => ({ price: await deps.prices.update(params.priceId, body, user!) }),
});

export const specialBundleActionRoute = defineRoute(specialBundleAction, {
  permission: 'administrator',
  deps: { catalog: catalogRef, prices: pricesRef },
  handler: async ({ body, user, deps }) => ({ bundle: await deps.catalog.specialAction(user!.id, body, deps.prices) }),
});

export const applyPriceRoute = defineRoute(applyPrice, {
  permission: 'administrator',
  deps: { prices: pricesRef },
  handler: async ({ body, user, deps }) => ({ course_id: body.course_id, payment: await deps.prices.applyToCourse(body.price, body.course_id, user!) }),
});
