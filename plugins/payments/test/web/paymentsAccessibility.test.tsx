import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import BundlePaymentDialog from '../../src/web/screens/BundlePaymentDialog.tsx';
import PaymentScreen from '../../src/web/screens/PaymentScreen.tsx';
import RedeemScreen from '../../src/web/screens/RedeemScreen.tsx';
import { bundle, BUNDLE, BUNDLE_GET, fakeApi, renderScreen } from './paymentsWebFixture.tsx';

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none, so contrast is left to the browser journeys). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the payment screens, for assistive technology', () => {
  it('the bundle modal, with the code and terms refused', async () => {
    const { container } = renderScreen(BundlePaymentDialog, { id: BUNDLE }, fakeApi({ [BUNDLE_GET]: () => bundle() }));
    await screen.findByRole('dialog', { name: 'Biology bundle' });
    await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
    expect(await violations(container)).toEqual([]);
  });

  it("a visitor's purchase and redeem screens", async () => {
    const api = fakeApi({ [BUNDLE_GET]: () => bundle() });
    const purchase = renderScreen(PaymentScreen, { id: BUNDLE }, api, null);
    await screen.findByRole('link', { name: 'Log in' });
    expect(await violations(purchase.container)).toEqual([]);
    purchase.unmount();
    const redeem = renderScreen(RedeemScreen, { id: BUNDLE }, api);
    await screen.findByRole('group', { name: 'Access code' });
    expect(await violations(redeem.container)).toEqual([]);
  });
});
