import { describe, expect, it } from 'vitest';
import type { Logger } from '@lms/sdk';
import type { AnalyticsSink } from '../../src/server/analytics/AnalyticsSink.ts';
import { LogAnalyticsSink } from '../../src/server/analytics/AnalyticsSink.ts';
import { ecommerceEvent } from '../../src/server/analytics/ecommerceEvent.ts';
import { PurchaseAnalytics } from '../../src/server/analytics/PurchaseAnalytics.ts';

const purchase = { providerRef: 'stripe:cs_1', amount: 4001, paymentType: 'card', userId: 'u1', courseIds: ['c1', 'c2'] };

function recordingLog() {
  const lines: { level: string; fields: unknown; message: string }[] = [];
  const at = (level: string) => (fields: unknown, message: string) => void lines.push({ level, fields, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as Logger };
}

describe('the ecommerce event (part 1 §7)', () => {
  it('reports revenue as the amount divided by 100, with the courses as items', () => {
    expect(ecommerceEvent(purchase, 'usd')).toEqual({
      event: 'purchase',
      transaction_id: 'stripe:cs_1',
      revenue: 40.01,
      currency: 'usd',
      payment_type: 'card',
      user_id: 'u1',
      items: [{ item_id: 'c1' }, { item_id: 'c2' }],
    });
    expect(ecommerceEvent({ ...purchase, amount: 0 }, 'usd').revenue).toBe(0);
  });

  it('goes to the log by default', async () => {
    const { lines, log } = recordingLog();
    await new PurchaseAnalytics(new LogAnalyticsSink(log), 'eur', log).purchased(purchase);
    expect(lines).toEqual([{ level: 'info', fields: { ecommerce: ecommerceEvent(purchase, 'eur') }, message: 'analytics: ecommerce purchase' }]);
  });

  it('never fails the purchase when the sink fails: the failure is logged', async () => {
    const { lines, log } = recordingLog();
    const failing: AnalyticsSink = { ecommerce: () => Promise.reject(new Error('collector down')) };
    await expect(new PurchaseAnalytics(failing, 'usd', log).purchased(purchase)).resolves.toBeUndefined();
    expect(lines).toEqual([{ level: 'warn', fields: { err: expect.any(Error), transaction: 'stripe:cs_1' }, message: 'analytics: the ecommerce event was not delivered' }]);
  });
});
