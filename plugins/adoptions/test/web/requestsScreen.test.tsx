import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@lms/sdk/web';
import RequestsScreen from '../../src/web/admin/RequestsScreen.tsx';
import type { ApiAdoptionRequest } from '../../src/schemas/adoptionTypes.ts';
import { adoptionRequest, CATALOG_COURSE, fakeApi, REQUEST, renderScreen } from './webFixture.tsx';

const LIST = 'adoptions/requests?skip=0&limit=1000';
const listApi = (requests: () => ApiAdoptionRequest[], put?: (body?: unknown) => unknown) =>
  fakeApi({ [`GET ${LIST}`]: () => ({ requests: requests(), total: requests().length }), ...(put ? { 'PUT adoptions/update/reject/remove': put } : {}) });

describe('the adoption requests screen', () => {
  it("says 'No outstanding requests.' when none waits (decided ones are not listed)", async () => {
    renderScreen(RequestsScreen, {}, listApi(() => [adoptionRequest({ state: 'approved' })]));
    expect(await screen.findByText('No outstanding requests.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each pending request with what was asked, and an Approve link to its own screen', async () => {
    renderScreen(RequestsScreen, {}, listApi(() => [adoptionRequest()]));
    const row = (await screen.findByRole('rowheader', { name: 'Pat Prof' })).closest('tr')!;
    for (const text of ['pat@example.org', 'Biology 101', 'BIO 101 Fall', '09/01/2031', '120']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Approve the request of Pat Prof' }).getAttribute('href')).toBe(`/administrator/request/${REQUEST}`);
  });

  it('shows one catalog course’s requests at /administrator/requests/{course_id}', async () => {
    const api = fakeApi({ [`GET ${LIST}&course=${CATALOG_COURSE}`]: () => ({ requests: [adoptionRequest()], total: 1 }) });
    renderScreen(RequestsScreen, { courseId: CATALOG_COURSE }, api);
    expect(await screen.findByRole('rowheader', { name: 'Pat Prof' })).toBeTruthy();
  });

  it('rejects after a confirmation, then reads the list again', async () => {
    let rows = [adoptionRequest()];
    const api = listApi(
      () => rows,
      () => {
        rows = [];
        return { updated: 1 };
      },
    );
    const { notify } = renderScreen(RequestsScreen, {}, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the request of Pat Prof' }));
    const question = screen.getByRole('alertdialog', { name: 'Reject this request?' });
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No outstanding requests.')).toBeTruthy();
    expect(api.put).toHaveBeenCalledWith('adoptions/update/reject/remove', { ids: [REQUEST], action: 'reject' });
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Request rejected.' });
  });

  it('removes nothing when the confirmation is cancelled, and shows the server’s message on failure', async () => {
    const api = listApi(
      () => [adoptionRequest()],
      () => {
        throw new ApiError(409, 'conflict', 'Request not found. Perhaps you already approved or rejected this?');
      },
    );
    const { notify } = renderScreen(RequestsScreen, {}, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the request of Pat Prof' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Remove this request?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the request of Pat Prof' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Request not found. Perhaps you already approved or rejected this?' }));
    expect(api.put).toHaveBeenCalledWith('adoptions/update/reject/remove', { ids: [REQUEST], action: 'remove' });
  });
});
