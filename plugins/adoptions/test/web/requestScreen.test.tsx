import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, AppLink } from '@lms/sdk/web';
import RequestScreen from '../../src/web/admin/RequestScreen.tsx';
import type { ApiAdoptionRequest } from '../../src/schemas/adoptionTypes.ts';
import { adoptionRequest, fakeApi, NEW_COURSE, REQUEST, renderScreen } from './webFixture.tsx';

const NOT_FOUND = 'Request not found. Perhaps you already approved or rejected this?';
const ONE = `GET adoptions/request/${REQUEST}`;
const approved = (): ApiAdoptionRequest =>
  adoptionRequest({ state: 'approved', created_course: { _id: NEW_COURSE, title: 'BIO 101 (Section 2)', subtitle: null, startDate: '2031-09-08T00:00:00.000Z', thumbnailUrl: null } });

const open = (api: ReturnType<typeof fakeApi>) => renderScreen(RequestScreen, { adoption: REQUEST }, api, <AppLink to="/administrator/users">Users</AppLink>);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('one adoption request', () => {
  it('shows what was asked, and approves with the edited title and start date, then links to the new course', async () => {
    const api = fakeApi({ [ONE]: () => adoptionRequest(), [`PUT adoptions/update/clone/${REQUEST}`]: approved });
    const { notify } = open(api);
    expect(await screen.findByText('Pat Prof (pat@example.org)')).toBeTruthy();
    expect((screen.getByLabelText('Course name and number') as HTMLInputElement).value).toBe('BIO 101 Fall');
    expect((screen.getByLabelText('Course start date') as HTMLInputElement).value).toBe('2031-09-01');
    fill('Course name and number', 'BIO 101 (Section 2)');
    fill('Course start date', '2031-09-08');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const link = await screen.findByRole('link', { name: 'BIO 101 (Section 2)' });
    expect(link.getAttribute('href')).toBe(`/${NEW_COURSE}`);
    expect(api.put).toHaveBeenCalledWith(`adoptions/update/clone/${REQUEST}`, { title: 'BIO 101 (Section 2)', start_date: '2031-09-08' });
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Request approved: the course was created and the instructor emailed.' });
  });

  it('warns before leaving with unsaved edits', async () => {
    const { navigate } = open(fakeApi({ [ONE]: () => adoptionRequest() }));
    await screen.findByDisplayValue('BIO 101 Fall');
    fill('Course name and number', 'Edited');
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    const warning = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(within(warning).getByRole('button', { name: 'Leave without saving' }));
    expect(navigate).toHaveBeenCalledWith('/administrator/users');
  });

  it("refuses a blank title with 'Please enter all the required fields', sending nothing", async () => {
    const api = fakeApi({ [ONE]: () => adoptionRequest() });
    open(api);
    await screen.findByDisplayValue('BIO 101 Fall');
    fill('Course name and number', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    // The kit's form checks on submit, a tick later.
    expect(await screen.findByText('Please enter all the required fields')).toBeTruthy();
    expect(screen.getByText('Missing course name and number')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
  });

  it("answers the spec's message for a decided request, with nothing to approve", async () => {
    open(fakeApi({ [ONE]: () => approved() }));
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says the request is gone when the server no longer knows it', async () => {
    open(
      fakeApi({
        [ONE]: () => {
          throw new ApiError(404, 'not-found', NOT_FOUND);
        },
      }),
    );
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
  });

  it('shows the message when another administrator decided first', async () => {
    const api = fakeApi({
      [ONE]: () => adoptionRequest(),
      [`PUT adoptions/update/clone/${REQUEST}`]: () => {
        throw new ApiError(409, 'conflict', NOT_FOUND);
      },
    });
    open(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', NOT_FOUND);
  });

  it("says 'Failed to update course.' when approval fails otherwise", async () => {
    const api = fakeApi({
      [ONE]: () => adoptionRequest(),
      [`PUT adoptions/update/clone/${REQUEST}`]: () => {
        throw new ApiError(500, 'internal-error', 'Something went wrong on our side.');
      },
    });
    const { notify } = open(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Failed to update course.' }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('rejects after a confirmation and goes back to the list, edits or not', async () => {
    const api = fakeApi({ [ONE]: () => adoptionRequest(), 'PUT adoptions/update/reject/remove': () => ({ updated: 1 }) });
    const { navigate } = open(api);
    await screen.findByDisplayValue('BIO 101 Fall');
    fill('Course name and number', 'Edited');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Reject this request?' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/administrator/requests'));
    expect(api.put).toHaveBeenCalledWith('adoptions/update/reject/remove', { ids: [REQUEST], action: 'reject' });
    expect(screen.queryByRole('alertdialog', { name: 'Unsaved changes' })).toBeNull();
  });
});
