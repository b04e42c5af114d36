import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { fakeApiClient, fakeComponentHost, TestQueryCache } from '@lms/sdk/testing/web';
import { ComponentHostContext, LmsWebContext, type ApiClient, type WebSessionUser } from '@lms/sdk/web';
import { UserDialog } from '../../src/web/users/UserDialog.tsx';

const admin: WebSessionUser = { mongoId: '6b00000000000000000000a1', name: 'Ada Admin', firstname: 'Ada', lastname: 'Admin', email: 'ada@example.org', instructor: false, administrator: 3, program_administrator: false, accountType: 'standard' };
const USER = '6b00000000000000000000b1';
const COURSE = '6b01345dd0f1c9a1b685f101';
const record = {
  account: {
    id: USER,
    email: 'stu@example.org',
    firstname: 'Stu',
    lastname: 'Dent',
    phone: null,
    institution: null,
    role: null,
    instructor: false,
    administrator: 0,
    programAdministrator: false,
    accountType: 'standard',
    validated: true,
    credits: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  courses: [{ courseId: COURSE, title: 'Biology 101', role: 'student', enrolment: { accessEndDate: '2027-06-30T00:00:00.000Z', paymentDueDate: null, iaOptOut: false } }],
  payments: [],
};

function renderDialog(api: ApiClient) {
  const { host } = fakeComponentHost(vi.fn());
  return render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: admin, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>
          <UserDialog userId={USER} onClose={vi.fn()} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
}

describe('/administrator/users/{user_id}: a student’s enrolment', () => {
  it('changes its dates and opts it out of inclusive access only once confirmed', async () => {
    const sent: Record<string, unknown[]> = { dates: [], optOut: [] };
    renderDialog(
      fakeApiClient({
        [`GET administration/users/${USER}`]: () => record,
        'POST administration/utils/change_date': (body?: unknown) => (sent.dates!.push(body), record),
        'POST administration/utils/ia_opt_out': (body?: unknown) => (sent.optOut!.push(body), record),
      }),
    );
    expect(await screen.findByText(/Access ends Jun 30, 2027 · payment due —/)).toBeTruthy();
    expect((screen.getByLabelText('Access end date for Biology 101') as HTMLInputElement).value).toBe('2027-06-30');
    fireEvent.change(screen.getByLabelText('Payment due date for Biology 101'), { target: { value: '2027-01-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change dates' }));
    await vi.waitFor(() => expect(sent.dates).toEqual([{ user_id: USER, course_id: COURSE, access_end_date: '2027-06-30T00:00:00.000Z', payment_due_date: '2027-01-15T00:00:00.000Z' }]));

    fireEvent.click(screen.getByRole('button', { name: 'Opt out (inclusive access)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Opt out of inclusive access?' });
    expect(sent.optOut).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Opt out' }));
    await vi.waitFor(() => expect(sent.optOut).toEqual([{ user_id: USER, course_id: COURSE, ia_opt_out: true }]));
  });

  it('is axe-clean', async () => {
    const { baseElement } = renderDialog(fakeApiClient({ [`GET administration/users/${USER}`]: () => record }));
    await screen.findByRole('button', { name: 'Change dates' });
    const violations = await axe.run(baseElement, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(violations.violations.map((v) => v.id)).toEqual([]);
  });
});
