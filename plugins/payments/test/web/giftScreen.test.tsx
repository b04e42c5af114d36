import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import GiftScreen from '../../src/web/screens/GiftScreen.tsx';
import { COURSE_A, fakeApi, renderScreen } from './paymentsWebFixture.tsx';

const OFFER = `GET payment/gift/${COURSE_A}`;
const offer = () => ({ _id: COURSE_A, title: 'Cells', amount: 10_000, currency: 'usd', courses: [COURSE_A], tax_collection: true, card: true });

afterEach(() => window.history.replaceState(null, '', '/'));

async function fill() {
  await userEvent.type(await screen.findByRole('textbox', { name: "Recipient's name" }), 'Grace Hopper');
  await userEvent.type(screen.getByRole('textbox', { name: "Recipient's email" }), 'grace@example.org');
  await userEvent.type(screen.getByRole('textbox', { name: 'Billing zip code' }), '10001');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
}

describe('the gift screen (/gift/{id})', () => {
  it('checks the people and the terms, computes the tax, then pays the total on Stripe', async () => {
    const api = fakeApi({
      [OFFER]: offer,
      [`POST payment/taxes/${COURSE_A}`]: () => ({ taxes: 887, order: 'o1', amount: 10_000, total: 10_887 }),
      'POST payment/gift/': () => ({ status: 'open', order_id: 'o1', url: 'https://checkout.stripe.test/c/pay/cs_1' }),
    });
    const { browser } = renderScreen(GiftScreen, { id: COURSE_A }, api, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Give Cells' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Compute the tax' }));
    expect(await screen.findAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(screen.getAllByText('Please provide both names')).toHaveLength(2);
    expect(screen.getByText('You have to accept the Terms and Conditions')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    await fill();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Compute the tax' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $108.87 by card' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(api.post).toHaveBeenCalledWith(`payment/taxes/${COURSE_A}`, { shipping_zip: '10001', name: 'Ada Lovelace' });
    expect(api.post).toHaveBeenCalledWith('payment/gift/', expect.objectContaining({ recipient_email: 'grace@example.org', email: 'ada@example.org', orderId: 'o1', bundle: COURSE_A, amount: 10_887 }));
  });

  it("shows the server's zip messages", async () => {
    const api = fakeApi({
      [OFFER]: offer,
      [`POST payment/taxes/${COURSE_A}`]: () => Promise.reject(new ApiError(422, 'zip-invalid', 'The Billing Zip Code you supplied failed validation.')),
    });
    renderScreen(GiftScreen, { id: COURSE_A }, api);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Compute the tax' }));
    expect(await screen.findByText('The Billing Zip Code you supplied failed validation.')).toBeTruthy();
  });

  it("says 'Nothing found that you can buy as a gift.' for what cannot be given", async () => {
    renderScreen(GiftScreen, { id: COURSE_A }, fakeApi({ [OFFER]: () => Promise.reject(new ApiError(404, 'no-gift', 'Nothing found that you can buy as a gift.')) }), null);
    expect(await screen.findByText('Nothing found that you can buy as a gift.')).toBeTruthy();
  });

  it('flips to the confirmation once Stripe says paid', async () => {
    window.history.replaceState(null, '', `/gift/${COURSE_A}?session_id=cs_1`);
    const api = fakeApi({ [OFFER]: offer, 'POST payment/gift/confirm': () => ({ status: 'paid', order_id: 'o1', recipient_email: 'grace@example.org' }) });
    renderScreen(GiftScreen, { id: COURSE_A }, api, null);
    expect(await screen.findByText('Thank you! Your gift is paid. We have emailed grace@example.org an access code to redeem.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('payment/gift/confirm', { session_id: 'cs_1' });
  });
});
