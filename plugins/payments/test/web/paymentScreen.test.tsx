import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import PaymentScreen from '../../src/web/screens/PaymentScreen.tsx';
import { bundle, BUNDLE, BUNDLE_GET, fakeApi, renderScreen } from './paymentsWebFixture.tsx';

describe('the purchase screen (/payment/{id})', () => {
  it('shows a visitor the bundle and step 1, account details: register or log in, each coming back to this bundle', async () => {
    const { navigate } = renderScreen(PaymentScreen, { id: BUNDLE }, fakeApi({ [BUNDLE_GET]: () => bundle() }), null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Biology bundle' })).toBeTruthy();
    expect(screen.getByText('$49.99')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Account details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/register?bundle=${BUNDLE}`);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?bundle=${BUNDLE}`);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`/login?bundle=${BUNDLE}`);
  });

  it('sends a logged-in user straight to the payment modal over the list, in place of this address', () => {
    const api = fakeApi({ [BUNDLE_GET]: () => bundle() });
    const { navigate } = renderScreen(PaymentScreen, { id: BUNDLE }, api);
    expect(navigate).toHaveBeenCalledWith(`/list/bundle/${BUNDLE}`, { replace: true });
    expect(screen.getByRole('status').textContent).toBe('Opening the payment…');
    expect(api.get).not.toHaveBeenCalled();
  });

  it("says 'No course(s) found' for a missing bundle", async () => {
    renderScreen(PaymentScreen, { id: BUNDLE }, fakeApi({ [BUNDLE_GET]: () => Promise.reject(new ApiError(404, 'no-bundle', 'No course(s) found')) }), null);
    expect((await screen.findByText('No course(s) found')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});
