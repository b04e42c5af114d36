import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError, HOST_DATA_EVENTS, refetchOnMeta } from '@lms/sdk/web';
import { createTestQueryClient } from '@lms/sdk/testing/web';
import RedeemScreen from '../../src/web/screens/RedeemScreen.tsx';
import { bundle, BUNDLE, BUNDLE_GET, codeAnswer, COURSE_A, fakeApi, renderScreen, student } from './paymentsWebFixture.tsx';

describe('the redeem screen (/redeem/{id})', () => {
  it('asks a visitor to register or log in first, both coming back to this bundle', async () => {
    renderScreen(RedeemScreen, { id: BUNDLE }, fakeApi({ [BUNDLE_GET]: () => bundle() }), null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Biology bundle' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/register?bundle=${BUNDLE}`);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?bundle=${BUNDLE}`);
    expect(screen.queryByRole('group', { name: 'Access code' })).toBeNull();
  });

  it('lets a logged-in user redeem a code, with no card payment here', async () => {
    const api = fakeApi({ [BUNDLE_GET]: () => bundle(), 'POST payment/code/': () => codeAnswer({ courses: [COURSE_A] }) });
    // The host's course list, as host/web declares it: a redeemed code makes it stale.
    const cache = createTestQueryClient();
    await cache.fetchQuery({ queryKey: ['courses'], queryFn: () => [], meta: refetchOnMeta([HOST_DATA_EVENTS.coursesChanged]) });
    const { navigate, notify } = renderScreen(RedeemScreen, { id: BUNDLE }, api, student, cache);
    expect(await screen.findByRole('heading', { level: 2, name: 'Have an access code?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    await userEvent.click(screen.getByRole('textbox', { name: 'Access code, group 1 of 4' }));
    await userEvent.paste('wxyz-2345-6789-abcd');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Thank you! Your access code has been redeemed.' }));
    expect(api.post).toHaveBeenCalledWith('payment/code/', { bundleId: BUNDLE, paymentCode: 'WXYZ-2345-6789-ABCD' });
    expect(navigate).toHaveBeenCalledWith(`/${COURSE_A}`);
    expect(cache.getQueryState(['courses'])?.isInvalidated).toBe(true);
  });

  it('tells a logged-in user who has the courses already', async () => {
    renderScreen(RedeemScreen, { id: BUNDLE }, fakeApi({ [BUNDLE_GET]: () => bundle({}, { paid_already: true }) }));
    expect(await screen.findByText('You already have access to these courses.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Access code' })).toBeNull();
  });

  it("says 'No course(s) found' for a missing bundle", async () => {
    renderScreen(RedeemScreen, { id: BUNDLE }, fakeApi({ [BUNDLE_GET]: () => Promise.reject(new ApiError(404, 'no-bundle', 'No course(s) found')) }));
    expect(await screen.findByText('No course(s) found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Redeem an access code' })).toBeTruthy();
  });
});
