/** Part 1 §7: redemptions and payments are reported to an analytics ecommerce event; revenue is the amount divided by 100. */
export interface EcommerceEvent {
  event: 'purchase';
  /** The purchase's provider reference ('stripe:cs_…', 'code:…'): one event per purchase. */
  transaction_id: string;
  /** In the currency's units: cents / 100. */
  revenue: number;
  currency: string;
  /** 'card', 'code' or 'gift'. */
  payment_type: string;
  /** The buyer (null: a gift bought without an account). */
  user_id: string | null;
  /** The courses bought. */
  items: { item_id: string }[];
}

export interface PurchaseFacts {
  providerRef: string;
  /** Cents. */
  amount: number;
  paymentType: string;
  userId: string | null;
  courseIds: readonly string[];
}

export function ecommerceEvent(purchase: PurchaseFacts, currency: string): EcommerceEvent {
  return {
    event: 'purchase',
    transaction_id: purchase.providerRef,
    revenue: purchase.amount / 100,
    currency,
    payment_type: purchase.paymentType,
    user_id: purchase.userId,
    items: purchase.courseIds.map((id) => ({ item_id: id })),
  };
}
