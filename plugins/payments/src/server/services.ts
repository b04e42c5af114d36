import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { BundleCatalog } from './BundleCatalog.ts';
import { BundleOffers } from './BundleOffers.ts';
import { BundleStore } from './BundleStore.ts';
import { CheckoutService } from './CheckoutService.ts';
import { CheckoutStore } from './CheckoutStore.ts';
import { LogAnalyticsSink, WebhookAnalyticsSink } from './analytics/AnalyticsSink.ts';
import { PurchaseAnalytics } from './analytics/PurchaseAnalytics.ts';
import { CodeAdmin } from './CodeAdmin.ts';
import { CodeService } from './CodeService.ts';
import { CodeStore } from './CodeStore.ts';
import { paymentsConfig, paymentSettings, type PaymentSettings } from './paymentSettings.ts';
import { GiftService } from './GiftService.ts';
import { GiftStore } from './GiftStore.ts';
import { InstructorBundles } from './InstructorBundles.ts';
import { RoutingStateStore } from './RoutingStateStore.ts';
import { PriceList } from './PriceList.ts';
import { StripeTaxCalculator } from './tax/StripeTaxCalculator.ts';
import { TableTaxCalculator } from './tax/TableTaxCalculator.ts';
import type { TaxCalculator } from './tax/TaxCalculator.ts';
import { StripeGateway } from './StripeGateway.ts';
import { TargetResolver } from './TargetResolver.ts';

export const settingsRef = createServiceRef<PaymentSettings>('payments.settings');
export const gatewayRef = createServiceRef<StripeGateway>('payments.stripe');
export const bundleStoreRef = createServiceRef<BundleStore>('payments.bundle-store');
export const resolverRef = createServiceRef<TargetResolver>('payments.targets');
export const offersRef = createServiceRef<BundleOffers>('payments.offers');
export const catalogRef = createServiceRef<BundleCatalog>('payments.catalog');
export const checkoutsRef = createServiceRef<CheckoutService>('payments.checkouts');
export const codesRef = createServiceRef<CodeService>('payments.codes');
export const analyticsRef = createServiceRef<PurchaseAnalytics>('payments.analytics');
export const codeAdminRef = createServiceRef<CodeAdmin>('payments.code-admin');
export const pricesRef = createServiceRef<PriceList>('payments.prices');
export const taxRef = createServiceRef<TaxCalculator | null>('payments.tax');
export const giftsRef = createServiceRef<GiftService>('payments.gifts');
export const routingStatesRef = createServiceRef<RoutingStateStore>('payments.routing-states');
export const instructorBundlesRef = createServiceRef<InstructorBundles>('payments.instructor-bundles');

export const PAYMENTS_SERVICES = [
  defineService({ ref: settingsRef, deps: { config: paymentsConfig.ref }, factory: ({ config }) => paymentSettings(config) }),
  defineService({
    ref: gatewayRef,
    deps: { settings: settingsRef, clock: coreServices.clock, log: coreServices.logger },
    factory: ({ settings, clock, log }) => new StripeGateway(settings, clock, log),
  }),
  defineService({
    ref: analyticsRef,
    deps: { settings: settingsRef, log: coreServices.logger },
    factory: ({ settings, log }) =>
      new PurchaseAnalytics(settings.analyticsWebhookUrl ? new WebhookAnalyticsSink(settings.analyticsWebhookUrl) : new LogAnalyticsSink(log), settings.currency, log),
  }),
  defineService({
    ref: taxRef,
    deps: { settings: settingsRef, gateway: gatewayRef, log: coreServices.logger },
    factory: ({ settings, gateway, log }) => {
      if (settings.taxCollection === 'table') return new TableTaxCalculator(settings.taxTable, settings.taxDefaultRateBps);
      // Stripe Tax needs the secret key; without it tax collection stays off (the start check says so).
      if (settings.taxCollection === 'stripe' && gateway.cardPayments) return new StripeTaxCalculator(gateway, log);
      return null;
    },
  }),
  defineService({
    ref: giftsRef,
    deps: {
      db: coreServices.database,
      resolver: resolverRef,
      gateway: gatewayRef,
      tax: taxRef,
      mail: coreServices.mail,
      analytics: analyticsRef,
      settings: settingsRef,
      clock: coreServices.clock,
      ids: coreServices.ids,
    },
    factory: ({ db, resolver, gateway, tax, mail, analytics, settings, clock, ids }) =>
      new GiftService(db, new GiftStore(db), new CodeStore(db), resolver, gateway, tax, mail, analytics, settings, clock, ids),
  }),
  defineService({
    ref: pricesRef,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, settings: settingsRef, audit: coreServices.auditLog, courses: coreServices.courseAdministration },
    factory: ({ db, ids, clock, settings, audit, courses }) => new PriceList(db, ids, clock, settings.currency, audit, courses),
  }),
  defineService({ ref: bundleStoreRef, deps: { db: coreServices.database }, factory: ({ db }) => new BundleStore(db) }),
  defineService({
    ref: resolverRef,
    deps: { bundles: bundleStoreRef, courses: coreServices.courses },
    factory: ({ bundles, courses }) => new TargetResolver(bundles, courses),
  }),
  defineService({
    ref: offersRef,
    deps: { resolver: resolverRef, courses: coreServices.courses, enrolments: coreServices.enrolments, gateway: gatewayRef, settings: settingsRef },
    factory: ({ resolver, courses, enrolments, gateway, settings }) => new BundleOffers(resolver, courses, enrolments, gateway, settings),
  }),
  defineService({
    ref: catalogRef,
    deps: { bundles: bundleStoreRef, courses: coreServices.courses, ids: coreServices.ids, clock: coreServices.clock, db: coreServices.database, audit: coreServices.auditLog },
    factory: ({ bundles, courses, ids, clock, db, audit }) => new BundleCatalog(bundles, courses, ids, clock, db, audit),
  }),
  defineService({ ref: routingStatesRef, deps: { db: coreServices.database, clock: coreServices.clock }, factory: ({ db, clock }) => new RoutingStateStore(db, clock) }),
  defineService({
    ref: instructorBundlesRef,
    deps: { courses: coreServices.courses, catalog: catalogRef },
    factory: ({ courses, catalog }) => new InstructorBundles(courses, catalog),
  }),
  defineService({
    ref: checkoutsRef,
    deps: {
      db: coreServices.database,
      resolver: resolverRef,
      gateway: gatewayRef,
      enrolments: coreServices.enrolments,
      clock: coreServices.clock,
      ids: coreServices.ids,
      analytics: analyticsRef,
    },
    factory: ({ db, resolver, gateway, enrolments, clock, ids, analytics }) => new CheckoutService(db, new CheckoutStore(db), resolver, gateway, enrolments, clock, ids, analytics),
  }),
  defineService({
    ref: codesRef,
    deps: { db: coreServices.database, resolver: resolverRef, enrolments: coreServices.enrolments, courses: coreServices.courses, clock: coreServices.clock, analytics: analyticsRef },
    factory: ({ db, resolver, enrolments, courses, clock, analytics }) => new CodeService(db, new CodeStore(db), resolver, enrolments, courses, clock, analytics),
  }),
  defineService({
    ref: codeAdminRef,
    deps: {
      db: coreServices.database,
      codes: codesRef,
      bundles: bundleStoreRef,
      courses: coreServices.courses,
      people: coreServices.people,
      enrolments: coreServices.enrolments,
      audit: coreServices.auditLog,
    },
    factory: ({ db, codes, bundles, courses, people, enrolments, audit }) => new CodeAdmin(db, new CodeStore(db), codes, bundles, courses, people, enrolments, audit),
  }),
];
