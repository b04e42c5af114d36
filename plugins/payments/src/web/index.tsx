import { lazy } from 'react';
import { TicketCheck } from 'lucide-react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'payments',
  screens: {
    'list.bundle': lazy(() => import('./screens/BundlePaymentDialog.tsx')),
    payment: lazy(() => import('./screens/PaymentScreen.tsx')),
    paymentsuccess: lazy(() => import('./screens/PaymentSuccessScreen.tsx')),
    redeem: lazy(() => import('./screens/RedeemScreen.tsx')),
    gift: lazy(() => import('./screens/GiftScreen.tsx')),
    'administrator.codes': lazy(() => import('./admin/CodesScreen.tsx')),
  },
  routingElements: { group_set_up: lazy(() => import('./routing/AutoBundler.tsx')) },
  headerEntries: [{ id: 'payments-codes', label: 'Codes and prices', icon: TicketCheck, opens: { route: 'administrator.codes' }, access: 'administrator', place: 'everywhere' }],
  administrationEntries: [
    { route: 'administrator.codes', label: 'Codes and prices', description: 'Access codes for bundles and paid courses, their prices and special bundle actions.', access: 'administrator', order: 30 },
  ],
});
