import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { ComponentHostContext, LmsWebContext, type ApiClient } from '@lms/sdk/web';
import type { ApiUpload } from '../../src/calls/uploadCalls.ts';
import { ProfessorUploadsScreen, StudentUploadsScreen } from '../../src/web/uploads/UploadsScreen.tsx';

const COURSE = '6c0000000000000000000c01';
const upload = (overrides: Partial<ApiUpload> = {}): ApiUpload => ({
  session_id: '6c0000000000000000000051',
  component_id: '6c00000000000000000000f1',
  assessment_title: 'Quiz 1',
  user: { _id: '6c00000000000000000000a1', name: 'Ada Lovelace' },
  item_id: '6c00000000000000000000e1',
  item_title: 'Osmosis',
  type: 'longtext',
  response: 'Water moves across a membrane.',
  submitted_at: '2030-03-09T09:00:00.000Z',
  feedback: null,
  ...overrides,
});

function renderWith(node: React.ReactNode, api: ApiClient) {
  return render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={{ Component: () => null, navigate: vi.fn() }}>{node}</ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
}
const axeViolations = async (container: HTMLElement) =>
  (await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);

describe('uploads and feedback (issue 26 item 3)', () => {
  it('lets a professor read each upload, filter by student and save feedback', async () => {
    const bob = upload({ user: { _id: '6c00000000000000000000a2', name: 'Bob Hope' }, item_id: '6c00000000000000000000e2', item_title: 'Diffusion', type: 'fileupload', response: '6c0000000000000000000d01' });
    const saved: unknown[] = [];
    const first = upload();
    const api = fakeApiClient({
      [`GET assessment/uploads/${COURSE}/`]: () => ({ uploads: [first, bob] }),
      [`PUT assessment/feedback/${first.session_id}/${first.item_id}`]: (body?: unknown) => (saved.push(body), { ...first, feedback: { text: 'Good.', by: 'Ivy Teacher', at: '2030-03-10T09:00:00.000Z' } }),
    });
    const { container } = renderWith(<ProfessorUploadsScreen params={{ courseId: COURSE }} />, api);
    const osmosis = await screen.findByRole('article', { name: /Osmosis/ });
    expect(within(osmosis).getByText('Water moves across a membrane.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: /Diffusion/ })).getByRole('link', { name: 'Open the file sent' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Student'), { target: { value: '6c00000000000000000000a2' } });
    expect(screen.queryByRole('article', { name: /Osmosis/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Student'), { target: { value: '' } });
    const form = within(screen.getByRole('article', { name: /Osmosis/ }));
    fireEvent.change(form.getByRole('textbox', { name: 'Feedback' }), { target: { value: 'Good.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save feedback' }));
    expect(await screen.findByText('Feedback saved.')).toBeTruthy();
    expect(saved).toEqual([{ feedback: 'Good.' }]);
  });

  it("shows a student their uploads with the feedback given, and says 'No uploads found' when there are none", async () => {
    const withFeedback = upload({ feedback: { text: 'Add an example.', by: 'Ivy Teacher', at: '2030-03-10T09:00:00.000Z' } });
    const { container, unmount } = renderWith(<StudentUploadsScreen params={{ courseId: COURSE }} />, fakeApiClient({ [`GET assessment/uploads/${COURSE}/`]: () => ({ uploads: [withFeedback] }) }));
    expect(await screen.findByRole('heading', { name: 'Feedback from Ivy Teacher' })).toBeTruthy();
    expect(screen.getByText('Add an example.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save feedback' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    renderWith(<StudentUploadsScreen params={{ courseId: COURSE }} />, fakeApiClient({ [`GET assessment/uploads/${COURSE}/`]: () => ({ uploads: [] }) }));
    await waitFor(() => expect(screen.getByText('No uploads found')).toBeTruthy());
  });
});
