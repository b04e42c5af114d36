import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, type WebSessionUser } from '@lms/sdk/web';
import CodesScreen from '../../src/web/admin/CodesScreen.tsx';
import type { CodeDetails } from '../../src/schemas/codeAdminTypes.ts';
import { BUNDLE, COURSE_A, fakeApi, renderScreen, student } from './paymentsWebFixture.tsx';

const administrator: WebSessionUser = { ...student, administrator: 1 };

const bundles = () => ({ bundles: [{ _id: BUNDLE, title: 'Biology bundle', amount: 4999, courses: [COURSE_A], display_all: false }] });
const classes = () => ({ classes: [{ _id: COURSE_A, title: 'Biology 101', amount: 2500 }] });

function details(overrides: Partial<CodeDetails> = {}): CodeDetails {
  return {
    code: 'ABCD-EFGH-JKLM-NPQR',
    bundle_id: BUNDLE,
    course_id: null,
    title: 'Biology bundle',
    amount: 4999,
    active: true,
    created_at: '2026-05-01T10:00:00.000Z',
    redeemed_at: null,
    redeemed_by: null,
    ...overrides,
  };
}

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

async function chooseBundle() {
  await screen.findByRole('option', { name: 'Biology bundle ($49.99)' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Codes for' }), 'Biology bundle ($49.99)');
}

describe('the codes screen (/administrator/codes)', () => {
  it('generates codes for the chosen bundle and lists them for the CSV export', async () => {
    let listed: CodeDetails[] = [];
    const api = fakeApi({
      'GET payments/bundles/': bundles,
      'GET classes': classes,
      'GET prices': () => ({ prices: [] }),
      [`GET payments/codes/${BUNDLE}`]: () => ({ codes: listed }),
      'POST generate': () => {
        listed = [details(), details({ code: 'WXYZ-2345-6789-ABCD' })];
        return { codes: listed.map((row) => row.code) };
      },
    });
    const { container } = renderScreen(CodesScreen, {}, api, administrator);
    await chooseBundle();
    expect(await screen.findByText('No codes yet.')).toBeTruthy();
    const count = screen.getByRole('textbox', { name: 'How many codes (1 to 10,000)' });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('2 codes generated.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('generate', { target: BUNDLE, count: 2 });
    const grid = await screen.findByRole('grid', { name: 'Codes' });
    expect(within(grid).getByText('WXYZ-2345-6789-ABCD')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV of Codes' })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('shows the codes one account redeemed for the chosen bundle (GET user_code), after checking the account id', async () => {
    const USER = '6b00000000000000000000b1';
    const api = fakeApi({
      'GET payments/bundles/': bundles,
      'GET classes': classes,
      'GET prices': () => ({ prices: [] }),
      [`GET payments/codes/${BUNDLE}`]: () => ({ codes: [] }),
      [`GET user_code/${USER}/${BUNDLE}`]: () => ({ codes: [details({ redeemed_at: '2026-05-02T10:00:00.000Z', redeemed_by: { _id: USER, email: 'stu@example.org', name: 'Stu Dent' } })] }),
    });
    const { container } = renderScreen(CodesScreen, {}, api, administrator);
    await chooseBundle();
    const account = await screen.findByRole('textbox', { name: 'Account id' });
    await userEvent.type(account, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Show codes' }));
    expect(await screen.findByText('Enter the account id (24 characters, from /administrator/users).')).toBeTruthy();
    expect(api.get).not.toHaveBeenCalledWith(expect.stringContaining('user_code/'), expect.anything());
    await userEvent.clear(account);
    await userEvent.type(account, USER);
    await userEvent.click(screen.getByRole('button', { name: 'Show codes' }));
    expect(await screen.findByRole('article', { name: 'Code ABCD-EFGH-JKLM-NPQR' })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('offers the paid courses (GET classes) beside the bundles, and lists a chosen course’s codes', async () => {
    const api = fakeApi({
      'GET payments/bundles/': bundles,
      'GET classes': classes,
      'GET prices': () => ({ prices: [] }),
      [`GET payments/codes/${COURSE_A}`]: () => ({ codes: [details({ bundle_id: null, course_id: COURSE_A, title: 'Biology 101', amount: 2500 })] }),
    });
    renderScreen(CodesScreen, {}, api, administrator);
    await screen.findByRole('option', { name: 'Course: Biology 101 ($25.00)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Codes for' }), 'Course: Biology 101 ($25.00)');
    const grid = await screen.findByRole('grid', { name: 'Codes' });
    expect(within(grid).getByText('ABCD-EFGH-JKLM-NPQR')).toBeTruthy();
  });

  it("refuses a count outside 1 to 10,000 with the spec's message, calling nothing", async () => {
    const api = fakeApi({ 'GET payments/bundles/': bundles,
      'GET classes': classes,
      'GET prices': () => ({ prices: [] }), [`GET payments/codes/${BUNDLE}`]: () => ({ codes: [] }) });
    renderScreen(CodesScreen, {}, api, administrator);
    await chooseBundle();
    const count = await screen.findByRole('textbox', { name: 'How many codes (1 to 10,000)' });
    for (const typed of ['0', '10001', '2.5', 'ten']) {
      await userEvent.clear(count);
      await userEvent.type(count, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
      expect(await screen.findByText('Please enter an integer between 1 and 10,000')).toBeTruthy();
    }
    expect(api.post).not.toHaveBeenCalled();
  });

  it("looks a code up and de-activates it, showing 'Code could not be de-activated' when the server refuses", async () => {
    let refuse = false;
    const api = fakeApi({
      'GET payments/bundles/': bundles,
      'GET classes': classes,
      'GET prices': () => ({ prices: [] }),
      'GET code_lookup/ABCDEFGHJKLMNPQR': () => ({ code: details() }),
      'POST removing/1': () => {
        if (refuse) throw new ApiError(409, 'code-not-deactivated', 'Code could not be de-activated');
        return { code: details({ active: false }) };
      },
    });
    const { notify } = renderScreen(CodesScreen, {}, api, administrator);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'abcd efgh jklm npqr');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const card = await screen.findByRole('article', { name: 'Code ABCD-EFGH-JKLM-NPQR' });
    expect(within(card).getByText('Active')).toBeTruthy();
    refuse = true;
    await userEvent.click(within(card).getByRole('button', { name: 'De-activate' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Code could not be de-activated' }));
    refuse = false;
    await userEvent.click(within(card).getByRole('button', { name: 'De-activate' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Code de-activated.' }));
    expect(api.post).toHaveBeenCalledWith('removing/1', { code: 'ABCD-EFGH-JKLM-NPQR' });
  });

  it('asks before returning the payment of a redeemed code', async () => {
    const redeemed = details({ redeemed_at: '2026-05-02T10:00:00.000Z', redeemed_by: { _id: 'u1', email: 'ada@example.org', name: 'Ada Lovelace' } });
    const api = fakeApi({
      'GET payments/bundles/': bundles,
      'GET classes': classes,
      'GET prices': () => ({ prices: [] }),
      'GET code_lookup/ABCDEFGHJKLMNPQR': () => ({ code: redeemed }),
      'PUT return_payment_against_code/ABCD-EFGH-JKLM-NPQR': () => ({ code: details(), returned: 1 }),
    });
    const { notify } = renderScreen(CodesScreen, {}, api, administrator);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'ABCD-EFGH-JKLM-NPQR');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Return the payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Return the payment?' });
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return the payment' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'The payment was returned; the code can be redeemed again.' }));
    expect(api.put).toHaveBeenCalledWith('return_payment_against_code/ABCD-EFGH-JKLM-NPQR', undefined);
  });
});

describe('the prices on the codes screen', () => {
  it('checks the price rules before saving, sends cents, and offers show_modal only to a provider-level admin', async () => {
    const api = fakeApi({
      'GET payments/bundles/': bundles,
      'GET classes': classes,
      'GET prices': () => ({ prices: [] }),
      'POST prices': (body) => ({ price: { _id: 'p1', ...(body as object), ISBN: null, currency: 'usd' } }),
    });
    const { container } = renderScreen(CodesScreen, {}, api, administrator);
    const form = await screen.findByRole('form', { name: 'New price' });
    expect(within(form).queryByRole('textbox', { name: 'show_modal' })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Card only');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Payment method' }), 'Credit Card Only');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Courtesy window (days)' }), '46');
    await userEvent.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(await within(form).findByText('A Credit Card Only price needs an amount above $0.00.')).toBeTruthy();
    expect(within(form).getByText('The courtesy window is at most 45 days.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount ($)' }), '49.99');
    const courtesy = within(form).getByRole('textbox', { name: 'Courtesy window (days)' });
    await userEvent.clear(courtesy);
    await userEvent.type(courtesy, '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(await within(form).findByText('Price saved.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('prices', expect.objectContaining({ title: 'Card only', method: 'credit_card_only', amount: 4999, courtesy_window: 45, show_modal: null }));
    expect(await violations(container)).toEqual([]);
  });

  it('shows show_modal to a provider-level admin', async () => {
    renderScreen(CodesScreen, {}, fakeApi({ 'GET payments/bundles/': bundles,
      'GET classes': classes, 'GET prices': () => ({ prices: [] }) }), { ...administrator, accountType: 'Junction' });
    const form = await screen.findByRole('form', { name: 'New price' });
    expect(within(form).getByRole('textbox', { name: 'show_modal' })).toBeTruthy();
  });

  it('gives a course a price (POST apply) after checking the course id, and says what the course now asks', async () => {
    const price = { _id: 'a'.repeat(24), title: 'Term', method: 'credit_card_or_code', amount: 2500, second_amount: null, ISBN: null, isbn_number: null, cost: null, fee: null, currency: 'usd', exrollment_days: null, courtesy_window: null, show_modal: null };
    const api = fakeApi({
      'GET payments/bundles/': bundles,
      'GET classes': classes,
      'GET prices': () => ({ prices: [price] }),
      'POST apply': (body) => ({ course_id: (body as { course_id: string }).course_id, payment: { ...price, isbn_id: price._id } }),
    });
    const { container } = renderScreen(CodesScreen, {}, api, administrator);
    const form = await screen.findByRole('form', { name: 'Give a course a price' });
    await within(form).findByRole('option', { name: 'Term ($25.00)' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Course id' }), 'not an id');
    await userEvent.click(within(form).getByRole('button', { name: 'Give the price' }));
    expect(await within(form).findByText('Please choose a course.')).toBeTruthy();
    expect(within(form).getByText('Please choose a price.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    const id = within(form).getByRole('textbox', { name: 'Course id' });
    await userEvent.clear(id);
    await userEvent.type(id, ` ${COURSE_A} `);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Price' }), 'Term ($25.00)');
    await userEvent.click(within(form).getByRole('button', { name: 'Give the price' }));
    expect(await within(form).findByText('The course now asks $25.00.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('apply', { course_id: COURSE_A, price: price._id });
    expect(await violations(container)).toEqual([]);
  });
});
