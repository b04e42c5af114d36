import type { ApiClient } from '@lms/sdk/web';
import type { Bundle, CheckoutAnswer, CodeAnswer, ConfirmAnswer } from '../schemas/paymentTypes.ts';

/** The payments plugin's calls (docs/api.md "Payments"), one function each. */

export const getBundle = (api: ApiClient, id: string) => api.get<Bundle>(`bundle/get/${encodeURIComponent(id)}`);

export const startCheckout = (api: ApiClient, id: string, location: string) => api.post<CheckoutAnswer>(`checkout/${encodeURIComponent(id)}`, { location });

export const confirmPayment = (api: ApiClient, sessionId: string) => api.post<ConfirmAnswer>('payment/confirm/', { session_id: sessionId });

export const redeemCode = (api: ApiClient, bundleId: string, paymentCode: string) => api.post<CodeAnswer>('payment/code/', { bundleId, paymentCode });
