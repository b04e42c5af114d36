import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'payments',
  screens: {
    'list.bundle': lazy(() => import('./screens/BundlePaymentDialog.tsx')),
    payment: lazy(() => import('./screens/PaymentScreen.tsx')),
    paymentsuccess: lazy(() => import('./screens/PaymentSuccessScreen.tsx')),
    redeem: lazy(() => import('./screens/RedeemScreen.tsx')),
  },
});
