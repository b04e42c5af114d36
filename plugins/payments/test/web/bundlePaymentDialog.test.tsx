import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import BundlePaymentDialog from '../../src/web/screens/BundlePaymentDialog.tsx';
import { bundle, BUNDLE, BUNDLE_GET, COURSE_A, COURSE_B, fakeApi, oneCourse, renderScreen } from './paymentsWebFixture.tsx';

type Routes = Parameters<typeof fakeApi>[0];

function showDialog(routes: Routes = {}, id = BUNDLE) {
  const api = fakeApi({ [BUNDLE_GET]: () => bundle(), ...routes });
  return { api, ...renderScreen(BundlePaymentDialog, { id }, api) };
}

async function loadedDialog(routes: Routes = {}, id = BUNDLE) {
  const shown = showDialog(routes, id);
  await screen.findByRole('heading', { name: /bundle|Cells/ });
  return shown;
}

describe('the bundle payment modal (/list/bundle/{id})', () => {
  it('is a modal dialog named by the bundle, with its courses and price, the focus inside', async () => {
    showDialog();
    expect(screen.getByRole('status').textContent).toBe('Loading the courses…');
    const dialog = await screen.findByRole('dialog', { name: 'Biology bundle' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    const courses = within(dialog).getByRole('list', { name: 'Courses included' });
    expect(within(courses).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['CellsAn introductionStarts March 1, 2030', 'Genetics']);
    expect(within(dialog).getByText('$49.99')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay $49.99 by card' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Have an access code?' })).toBeTruthy();
  });

  it('goes back to the list on Close and on Escape', async () => {
    const { navigate } = await loadedDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(navigate).toHaveBeenLastCalledWith('/list');
    navigate.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(navigate).toHaveBeenCalledWith('/list');
  });

  it("keeps Tab inside the dialog", async () => {
    await loadedDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Redeem code' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
  });

  it("says 'No course(s) found' (info) for a missing bundle, with Close", async () => {
    const { navigate } = showDialog({ [BUNDLE_GET]: () => Promise.reject(new ApiError(404, 'no-bundle', 'No course(s) found')) });
    expect((await screen.findByText('No course(s) found')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(navigate).toHaveBeenCalledWith('/list');
  });

  it("shows the server's text when the bundle cannot be read", async () => {
    showDialog({ [BUNDLE_GET]: () => Promise.reject(new ApiError(500, 'internal-error', 'Something went wrong on our side.')) });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side.');
  });

  it('tells a buyer who has every course already, with a way into each, and asks no payment', async () => {
    const { navigate } = showDialog({ [BUNDLE_GET]: () => bundle({}, { paid_already: true }) });
    expect(await screen.findByText('You already have access to these courses.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Cells' }).getAttribute('href')).toBe(`/${COURSE_A}`);
    expect(screen.getByRole('link', { name: 'Open Genetics' }).getAttribute('href')).toBe(`/${COURSE_B}`);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Access code' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Open Genetics' }));
    expect(navigate).toHaveBeenCalledWith(`/${COURSE_B}`);
  });

  it('offers no card payment on a site without one, only the code', async () => {
    showDialog({ [BUNDLE_GET]: () => bundle({}, { card: false }) });
    expect(await screen.findByRole('group', { name: 'Access code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});

describe('paying by card from the modal', () => {
  it("opens a checkout that comes back to the list root ('+') for several courses, and goes to Stripe's page", async () => {
    const { api, browser } = await loadedDialog({ [`POST checkout/${BUNDLE}`]: () => ({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.99 by card' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(api.post).toHaveBeenCalledWith(`checkout/${BUNDLE}`, { location: '+' });
    expect(screen.getByRole('button', { name: 'Opening the payment page…' }).hasAttribute('disabled')).toBe(true);
  });

  it('comes back to the course itself for a one-course bundle', async () => {
    const { api, browser } = showDialog({ [`GET bundle/get/${COURSE_A}`]: oneCourse, [`POST checkout/${COURSE_A}`]: () => ({ id: 'cs_2', url: 'https://checkout.stripe.com/c/pay/cs_2' }) }, COURSE_A);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $15.00 by card' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_2'));
    expect(api.post).toHaveBeenCalledWith(`checkout/${COURSE_A}`, { location: COURSE_A });
  });

  it("shows the server's text when the checkout is refused, and lets the buyer try again", async () => {
    const { browser } = await loadedDialog({ [`POST checkout/${BUNDLE}`]: () => Promise.reject(new ApiError(502, 'payment-provider', 'Connection Error. Please try again later.')) });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.99 by card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Connection Error. Please try again later.');
    expect(browser.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $49.99 by card' }).hasAttribute('disabled')).toBe(false);
  });

  it('says payment failure with the status when the answer carries no error of ours', async () => {
    await loadedDialog({ [`POST checkout/${BUNDLE}`]: () => Promise.reject(new ApiError(504, 'unknown', 'Gateway Timeout')) });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.99 by card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Payment failure (status = 504). Please enter payment data again.');
  });

  it('says the refund policy beside the card payment', async () => {
    await loadedDialog();
    expect(screen.getByText(/within seven days of purchase you get a full refund if you have viewed less than 50% of a course/)).toBeTruthy();
  });
});

describe('redeeming an access code in the modal', () => {
  const CODE = 'ABCD-EFGH-JKLM-NPQR';

  async function typeCode(text = 'abcdefghjklmnpqr') {
    await userEvent.click(screen.getByRole('textbox', { name: 'Access code, group 1 of 4' }));
    await userEvent.keyboard(text);
  }

  it('asks for the whole code first', async () => {
    const { api } = await loadedDialog();
    await typeCode('abcdefgh');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid code.');
    expect(screen.getByRole('textbox', { name: 'Access code, group 1 of 4' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it("asks for the terms: 'You have to accept the Terms and Conditions.'", async () => {
    const { api } = await loadedDialog();
    await typeCode();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
    const terms = screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
    expect(screen.getByRole('alert').textContent).toBe('You have to accept the Terms and Conditions.');
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(terms.getAttribute('aria-describedby')!)?.textContent).toBe('You have to accept the Terms and Conditions.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('redeems the code for the bundle, then opens the list and thanks the buyer there', async () => {
    const { api, navigate, notify } = await loadedDialog({ 'POST payment/code/': () => ({ status: 'paid', user: { mongoId: 'x' }, amount: 4999, open_date: null, courses: [COURSE_A, COURSE_B] }) });
    await typeCode();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Thank you! Your access code has been redeemed.' }));
    expect(api.post).toHaveBeenCalledWith('payment/code/', { bundleId: BUNDLE, paymentCode: CODE });
    expect(navigate).toHaveBeenCalledWith('/list');
    // The shell clears notifications when the route changes: the thanks come after the move.
    expect(navigate.mock.invocationCallOrder[0]!).toBeLessThan(notify.mock.invocationCallOrder[0]!);
  });

  it('opens the course of a one-course code, and says when access starts if the course opens later', async () => {
    const { navigate, notify } = showDialog({
      [`GET bundle/get/${COURSE_A}`]: oneCourse,
      'POST payment/code/': () => ({ status: 'paid', user: { mongoId: 'x' }, amount: 1500, open_date: '2030-03-01T12:00:00.000Z', courses: [COURSE_A] }),
    }, COURSE_A);
    await screen.findByRole('dialog', { name: 'Cells' });
    await typeCode();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Your access code has been redeemed. Your access starts on March 1, 2030.' }));
    expect(navigate).toHaveBeenCalledWith(`/${COURSE_A}`);
  });

  it("shows the server's text for a refused code and stays", async () => {
    const { navigate, notify } = await loadedDialog({ 'POST payment/code/': () => Promise.reject(new ApiError(409, 'code-used', 'That code has already been redeemed.')) });
    await typeCode();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code has already been redeemed.');
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Redeem code' }).hasAttribute('disabled')).toBe(false);
  });

  it("puts the server's message about the code on the code boxes", async () => {
    await loadedDialog({ 'POST payment/code/': () => Promise.reject(new ApiError(422, 'validation-failed', 'Please enter a valid code.', [{ field: 'paymentCode', message: 'Please enter a valid code.' }])) });
    await typeCode();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
    const first = screen.getByRole('textbox', { name: 'Access code, group 1 of 4' });
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByRole('group', { name: 'Access code' })).getByRole('alert').textContent).toBe('Please enter a valid code.');
  });
});
