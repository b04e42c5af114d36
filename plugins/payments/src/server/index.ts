import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { createBundleRoute, getBundleRoute, listBundlesRoute } from './bundleRoutes.ts';
import { checkoutRoute, confirmRoute, stripeWebhookRoute } from './checkoutRoutes.ts';
import { checkAccountRoute } from './accountRoutes.ts';
import { listCodesRoute, lookUpCodeRoute, redeemCodeForRoute, returnPaymentRoute, switchCodeRoute, userCodesRoute } from './codeAdminRoutes.ts';
import { generateCodesRoute, redeemCodeRoute } from './codeRoutes.ts';
import { PAYMENT_ERRNOS } from './paymentErrors.ts';
import { paymentsConfig } from './paymentSettings.ts';
import { paymentsDemo } from './paymentsDemo.ts';
import { computeTaxesRoute, confirmGiftRoute, giftOfferRoute, payGiftRoute } from './giftRoutes.ts';
import { applyPriceRoute, createPriceRoute, listClassesRoute, listPricesRoute, specialBundleActionRoute, updatePriceRoute } from './priceRoutes.ts';
import { createInstructorBundleRoute, getRoutingStateRoute, listTaughtCoursesRoute, saveRoutingStateRoute } from './routingRoutes.ts';
import { PAYMENTS_SERVICES } from './services.ts';
import { webhookSecretCheck } from './webhookSecretCheck.ts';
import { paymentRefundHooks } from './paymentRefundHooks.ts';

export default definePlugin({
  id: 'payments',
  version: '1.0.0',
  kernel: '^1',
  configSchema: paymentsConfig.schema,
  routes: [
    getBundleRoute, checkoutRoute, confirmRoute, stripeWebhookRoute, redeemCodeRoute, createBundleRoute,
    listBundlesRoute,
    generateCodesRoute,
    lookUpCodeRoute,
    switchCodeRoute,
    redeemCodeForRoute,
    returnPaymentRoute,
    listCodesRoute,
    userCodesRoute,
    listPricesRoute,
    listClassesRoute,
    createPriceRoute,
    updatePriceRoute,
    specialBundleActionRoute,
    applyPriceRoute,
    giftOfferRoute,
    computeTaxesRoute,
    payGiftRoute,
    confirmGiftRoute,
    checkAccountRoute,
    getRoutingStateRoute,
    saveRoutingStateRoute,
    listTaughtCoursesRoute,
    createInstructorBundleRoute,
  ],
  services: PAYMENTS_SERVICES,
  demo: paymentsDemo,
  startChecks: [webhookSecretCheck],
  accounts: paymentRefundHooks,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  errors: PAYMENT_ERRNOS,
});
