import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import BranchingAttempt from '../../src/web/delivery/branching/BranchingAttempt.tsx';
import type { Responses } from '../../src/calls/deliveryCalls.ts';
import { A, B, C, COMPONENT, COURSE, ITEMS, SUBMITTED, fakeApi, renderFlow, runningAttempt, saving } from './fakeDelivery.tsx';

const BASE = `assessment/delivery/${COURSE}/${COMPONENT}/`;

/** A server keeping a path: A right -> B, A wrong -> C; B and C -> end. */
function branchingServer(path: string[] = [A], responses: Responses = {}) {
  const store = { path, responses };
  const attempt = () => runningAttempt(store.path.filter((id) => id !== 'end').map((id) => ITEMS[id]!), { path: store.path, responses: store.responses });
  const { api, calls } = fakeApi({
    'GET attempt/': attempt,
    'PUT attempt/': saving(store),
    'POST attempt/next/': (_path, body) => {
      const from = (body as { item_id: string }).item_id;
      if (from !== store.path.at(-1)) throw new ApiError(409, 'conflict', 'You can only go on from the Question you are on.');
      const next = from === A ? (store.responses[A] === 'paris' ? B : C) : 'end';
      store.path = [...store.path, next];
      return { next };
    },
    'POST submit/': () => SUBMITTED,
  });
  return { api, calls, store, initial: attempt() };
}

describe('BranchingAttempt', () => {
  // useAttempt keeps unsaved answers in the browser's storage, by attempt id.
  afterEach(() => localStorage.clear());

  it('shows one Question at a time: Next saves the answer, asks where it leads and shows that Question, with no way back', async () => {
    const server = branchingServer();
    renderFlow(BranchingAttempt, server.api, server.initial, { sub_type: 'branching' });
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Previous/ })).toBeNull();
    await userEvent.click(screen.getByLabelText('Paris'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeTruthy();
    expect(screen.getByText('The sun is a star.')).toBeTruthy();
    expect(screen.queryByText('Capital of France?')).toBeNull();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`PUT ${BASE}attempt/`, `POST ${BASE}attempt/next/`, `GET ${BASE}attempt/`]);
    expect(server.calls[0]!.body).toEqual({ responses: { [A]: 'paris' } });
    expect(server.calls[1]!.body).toEqual({ item_id: A });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Question 2'));
  });

  it('takes the other branch for another answer, then submits at the end', async () => {
    const server = branchingServer();
    const { onSubmitted } = renderFlow(BranchingAttempt, server.api, server.initial, { sub_type: 'branching' });
    await userEvent.click(screen.getByLabelText('Lyon'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Powerhouse of the cell?')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox'), 'mitochondria');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'You reached the end of the quiz' })).toBeTruthy();
    expect(screen.getByText(/You answered 2 Questions\./)).toBeTruthy();
    expect(server.store.responses).toEqual({ [A]: 'lyon', [C]: 'mitochondria' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(SUBMITTED));
  });

  it('goes on where the path stood when re-opened', () => {
    const ended = branchingServer([A, C, 'end'], { [A]: 'lyon', [C]: 'x' });
    renderFlow(BranchingAttempt, ended.api, ended.initial, { sub_type: 'branching' });
    expect(screen.getByRole('heading', { name: 'You reached the end of the quiz' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('says why the server refused a step', async () => {
    const stale = branchingServer([A, B]);
    // The path moved on in another tab: this page still shows the first Question.
    renderFlow(BranchingAttempt, stale.api, runningAttempt([ITEMS[A]!], { path: [A] }), { sub_type: 'branching' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can only go on from the Question you are on.');
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy();
  });
});
