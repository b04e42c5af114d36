import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { formatAmount, formatPaidDate } from '../../web/src/screens/account/paidCourses.ts';
import type { AccountUser } from '../../web/src/screens/account/accountUser.ts';
import { STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

afterEach(resetBrowserState);

const USER: AccountUser = {
  ...STUDENT,
  university: 'State University',
  description: 'Biology major',
  phoneNumber: null,
  email_notifications: true,
  sms_notifications: false,
};
const RULE =
  'Password must be at least 8 characters long and contain a lower case letter, an upper case letter, a number, and a special character (that is not a letter, a-Z, nor a number).';
const PAID = {
  _id: '6b01345d00000000000000f1',
  title: 'Intro to Biology',
  amount: 4999,
  paid: '2026-03-14T15:00:00.000Z',
  payment_type: 'card',
  professorsPictureUrl: '/media/prof.jpg',
  altText: 'Professor Ada Stone',
};

function renderAccount({ user = USER, routes = {}, settings = {} }: { user?: AccountUser; routes?: FakeRoutes; settings?: Parameters<typeof renderApp>[0]['settings'] } = {}) {
  return renderApp({ path: '/account', user, settings, routes: { 'GET /server/account/paid_courses/': { body: { courses: [] } }, ...routes } });
}

const callTo = (server: { calls: { path: string; body: unknown }[] }, path: string) => server.calls.filter((call) => call.path === `/server/${path}`);

async function replace(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('account screen: profile', () => {
  it('saves names and description, shows the spec message and refreshes the session user', async () => {
    const updated = { ...USER, firstname: 'Jo', name: 'Jo Lee', description: 'Chemistry major' };
    const { server, shell } = renderAccount({ routes: { 'POST /server/update_profile/': { body: updated } } });
    const profile = await screen.findByRole('form', { name: 'Profile' });
    expect((within(profile).getByLabelText('First name') as HTMLInputElement).value).toBe('Jamie');
    expect(within(profile).queryByLabelText('University')).toBeNull();
    await replace(within(profile).getByLabelText('First name'), 'Jo');
    await replace(within(profile).getByLabelText('About you'), 'Chemistry major');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('Account information successfully updated.')).toBeTruthy();
    expect(callTo(server, 'update_profile/')[0]?.body).toEqual({ firstname: 'Jo', lastname: 'Lee', description: 'Chemistry major' });
    expect(shell.session.user?.name).toBe('Jo Lee');
    expect(screen.getByRole('button', { name: /^My Account/ }).textContent).toContain('Jo Lee');
  });

  it("refuses empty names with 'Please fill in all profile fields' before calling", async () => {
    const { server } = renderAccount();
    const profile = await screen.findByRole('form', { name: 'Profile' });
    await replace(within(profile).getByLabelText('First name'), '');
    await replace(within(profile).getByLabelText('Last name'), ' ');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(within(profile).getAllByText('Please fill in all profile fields')).toHaveLength(2);
    expect(document.activeElement).toBe(within(profile).getByLabelText('First name'));
    expect(callTo(server, 'update_profile/')).toHaveLength(0);
  });

  it('asks for the university when the brand requires it (at least 2 characters)', async () => {
    const { server } = renderAccount({
      user: { ...USER, university: '' },
      settings: { student_fields: { university: 'University/Institution' } },
      routes: { 'POST /server/update_profile/': { body: USER } },
    });
    const profile = await screen.findByRole('form', { name: 'Profile' });
    const university = within(profile).getByLabelText('University/Institution');
    await replace(university, 'X');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(within(profile).getByText('Please fill in all profile fields')).toBeTruthy();
    expect(university.getAttribute('aria-invalid')).toBe('true');
    await replace(university, 'State University');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await within(profile).findByText('Account information successfully updated.');
    expect(callTo(server, 'update_profile/')[0]?.body).toMatchObject({ university: 'State University' });
  });

  it("shows the server's 422 messages at their fields", async () => {
    renderAccount({
      routes: {
        'POST /server/update_profile/': {
          status: 422,
          body: { errno: 'validation-failed', error: 'Please fill in all profile fields', fields: [{ field: 'lastname', message: 'Please fill in all profile fields' }] },
        },
      },
    });
    const profile = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('Please fill in all profile fields')).toBeTruthy();
    expect(within(profile).getByLabelText('Last name').getAttribute('aria-describedby')).toBe('profile-lastname-error');
    expect(within(profile).getByLabelText('First name').getAttribute('aria-invalid')).toBe('false');
  });

  it('shows a Google account its names read-only, with the reason', async () => {
    const google = { ...USER, accountType: 'google' };
    const { server } = renderAccount({ user: google, routes: { 'POST /server/update_profile/': { body: google } } });
    const profile = await screen.findByRole('form', { name: 'Profile' });
    const first = within(profile).getByLabelText('First name') as HTMLInputElement;
    expect(first.readOnly).toBe(true);
    expect((within(profile).getByLabelText('Last name') as HTMLInputElement).readOnly).toBe(true);
    const reason = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('The name of a Google account is managed by Google and cannot be changed here.');
    await userEvent.type(first, 'X');
    expect(first.value).toBe('Jamie');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await within(profile).findByText('Account information successfully updated.');
    expect(callTo(server, 'update_profile/')[0]?.body).toMatchObject({ firstname: 'Jamie', lastname: 'Lee' });
  });
});

describe('account screen: password', () => {
  const fill = async (current: string, next: string, again: string) => {
    const password = await screen.findByRole('form', { name: 'Password' });
    await replace(within(password).getByLabelText('Current password'), current);
    await replace(within(password).getByLabelText('New password'), next);
    await replace(within(password).getByLabelText('Repeat the new password'), again);
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    return password;
  };

  it("checks the confirmation and the strength rule with the spec's messages", async () => {
    const { server } = renderAccount();
    let password = await fill('Old-Passw0rd!', 'New-Passw0rd!', 'New-Passw0rd?');
    expect(within(password).getByText('Passwords do not match.')).toBeTruthy();
    password = await fill('Old-Passw0rd!', 'weak', 'weak');
    expect(within(password).getByText(RULE)).toBeTruthy();
    expect(callTo(server, 'update_password/')).toHaveLength(0);
  });

  it("puts 'Incorrect password' at the current password", async () => {
    renderAccount({ routes: { 'POST /server/update_password/': { status: 403, body: { errno: 'password-incorrect', error: 'Incorrect password' } } } });
    const password = await fill('Wrong-Passw0rd!', 'New-Passw0rd!', 'New-Passw0rd!');
    expect(await within(password).findByText('Incorrect password')).toBeTruthy();
    expect(within(password).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(password).getByLabelText('Current password'));
  });

  it('sends the current and new passwords as typed, then clears the form', async () => {
    const { server, router } = renderAccount({ routes: { 'POST /server/update_password/': { body: { status: 'ok' } } } });
    const password = await fill('Old-Passw0rd!', 'New-Passw0rd!', 'New-Passw0rd!');
    expect(await within(password).findByText('Password successfully updated.')).toBeTruthy();
    expect(callTo(server, 'update_password/')[0]?.body).toEqual({ current_password: 'Old-Passw0rd!', new_password: 'New-Passw0rd!' });
    expect((within(password).getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect(router.state.location.pathname).toBe('/account');
  });
});

describe('account screen: phone and notifications', () => {
  const savePhone = async (number: string, sms: boolean) => {
    const phone = await screen.findByRole('form', { name: 'Phone and SMS notifications' });
    await replace(within(phone).getByLabelText('Phone number'), number);
    const checkbox = within(phone).getByLabelText('Send me SMS notifications (US numbers only)') as HTMLInputElement;
    if (checkbox.checked !== sms) await userEvent.click(checkbox);
    await userEvent.click(within(phone).getByRole('button', { name: 'Save phone' }));
    return phone;
  };

  it('checks the number with the phone rules before calling', async () => {
    const { server } = renderAccount();
    let phone = await savePhone('12ab', false);
    expect(within(phone).getByText('Please enter the number starting with + and the country code followed by the local number. Eg +1 555 123 4567.')).toBeTruthy();
    phone = await savePhone('+44 20 7946 0958', true);
    expect(within(phone).getByText('Notifications are only available for US phone numbers at this time.')).toBeTruthy();
    phone = await savePhone('', true);
    expect(within(phone).getByText('Please enter a phone number if you wish to receive SMS notifications')).toBeTruthy();
    expect(server.calls.some((call) => call.path.includes('phone'))).toBe(false);
  });

  it('verifies the number, saves the stored form and refreshes the session user', async () => {
    const saved = { ...USER, phoneNumber: '+15551234567', sms_notifications: true };
    const { server, shell } = renderAccount({
      routes: {
        'POST /server/verify_phone/': { body: { status: 'ok', number: '+15551234567' } },
        'POST /server/update_phone/': { body: saved },
      },
    });
    const phone = await savePhone('(555) 123-4567', true);
    expect(await within(phone).findByText('Phone number saved.')).toBeTruthy();
    expect(callTo(server, 'verify_phone/')[0]?.body).toEqual({ number: '(555) 123-4567', sms_notifications: true });
    expect(callTo(server, 'update_phone/')[0]?.body).toEqual({ number: '+15551234567', sms_notifications: true });
    expect((within(phone).getByLabelText('Phone number') as HTMLInputElement).value).toBe('+15551234567');
    expect((shell.session.user as AccountUser).sms_notifications).toBe(true);
  });

  it('removes the number when it is emptied with SMS off, without verifying', async () => {
    const { server } = renderAccount({
      user: { ...USER, phoneNumber: '+15551234567' },
      routes: { 'POST /server/update_phone/': { body: USER } },
    });
    const phone = await savePhone('', false);
    expect(await within(phone).findByText('Phone number saved.')).toBeTruthy();
    expect(callTo(server, 'verify_phone/')).toHaveLength(0);
    expect(callTo(server, 'update_phone/')[0]?.body).toEqual({ number: '', sms_notifications: false });
  });

  it("shows the server's 422 at the phone number", async () => {
    const message = 'Notifications are only available for US phone numbers at this time.';
    renderAccount({ routes: { 'POST /server/verify_phone/': { status: 422, body: { errno: 'validation-failed', error: message, fields: [{ field: 'number', message }] } } } });
    const phone = await savePhone('+15551234567', false);
    expect(await within(phone).findByText(message)).toBeTruthy();
    expect(within(phone).getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
  });

  it('turns email notifications off through update_profile/', async () => {
    const { server } = renderAccount({ routes: { 'POST /server/update_profile/': { body: { ...USER, email_notifications: false } } } });
    const notifications = await screen.findByRole('form', { name: 'Email notifications' });
    const checkbox = within(notifications).getByLabelText('Send me email notifications') as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    await userEvent.click(checkbox);
    await userEvent.click(within(notifications).getByRole('button', { name: 'Save notifications' }));
    expect(await within(notifications).findByText('Account information successfully updated.')).toBeTruthy();
    expect(callTo(server, 'update_profile/')[0]?.body).toEqual({ firstname: 'Jamie', lastname: 'Lee', email_notifications: false });
  });
});

describe('account screen: paid courses', () => {
  it('lists each paid course with its amount in currency, date, payment type and picture', async () => {
    renderAccount({ routes: { 'GET /server/account/paid_courses/': { body: { courses: [PAID] } } } });
    const section = (await screen.findByRole('heading', { name: 'Paid courses' })).closest('section')!;
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Intro to Biology' })).toBeTruthy();
    expect(item.textContent).toContain('$49.99');
    expect(item.textContent).toContain('March 14, 2026');
    expect(item.textContent).toContain('card');
    expect(within(item).getByRole('img', { name: 'Professor Ada Stone' }).getAttribute('src')).toBe('/media/prof.jpg');
  });

  it('says so when there is none', async () => {
    renderAccount();
    expect(await screen.findByText('You have not paid for any courses.')).toBeTruthy();
  });

  it('divides cents by 100 and blanks dates outside 1970-2198', () => {
    expect(formatAmount(4999)).toBe('$49.99');
    expect(formatAmount(100000)).toBe('$1,000.00');
    expect(formatAmount(0)).toBe('$0.00');
    expect(formatPaidDate('2199-12-31T00:00:00.000Z')).toBe('');
    expect(formatPaidDate('not a date')).toBe('');
  });
});

describe('account screen in the demo app', () => {
  it('is unavailable, and loads nothing', async () => {
    const { server } = renderAccount({ settings: { identity: 'demo' } });
    expect(await screen.findByText('Account is not enabled for this demo.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
    await waitFor(() => expect(server.calls.some((call) => call.path === '/server/sayhi/')).toBe(true));
    expect(callTo(server, 'account/paid_courses/')).toHaveLength(0);
  });
});
