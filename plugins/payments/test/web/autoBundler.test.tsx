import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, type WebSessionUser } from '@lms/sdk/web';
import { PAYMENT_MESSAGES } from '../../src/schemas/paymentMessages.ts';
import { ROUTING_MESSAGES } from '../../src/schemas/routingSchemas.ts';
import AutoBundler, { ROUTING_ERROR_TIMEOUT } from '../../src/web/routing/AutoBundler.tsx';
import { COURSE_A, COURSE_B, fakeApi, renderScreen, student } from './paymentsWebFixture.tsx';

const COURSE_C = '6b0000000000000000000c03';
const instructor: WebSessionUser = { ...student, instructor: true };
const TAUGHT = { courses: [{ _id: COURSE_A, title: 'Cells' }, { _id: COURSE_B, title: 'Genetics' }, { _id: COURSE_C, title: 'Ecology' }] };
const EMPTY = { state: {}, params: {}, message: '' };

function routes(overrides: Record<string, (body: unknown) => unknown> = {}) {
  return {
    'GET routing/group_set_up': () => EMPTY,
    'POST routing/group_set_up': (body: unknown) => body,
    'GET payments/instructor_bundles/courses': () => TAUGHT,
    ...overrides,
  };
}

const renderBundler = (api: ReturnType<typeof fakeApi>, user: WebSessionUser | null = instructor) => renderScreen(() => <AutoBundler />, { route: 'group_set_up' }, api, user);

describe('the auto-bundler (/routing/group_set_up)', () => {
  it('restores the saved progress, creates the bundle of the picked courses, and shows it', async () => {
    const api = fakeApi(
      routes({
        'GET routing/group_set_up': () => ({ state: { title: 'Life sciences', price: '', courses: [COURSE_B, 'ffffffffffffffffffffffff'] }, params: {}, message: '' }),
        'POST payments/instructor_bundles/': () => ({ bundle: { _id: 'b1', title: 'Life sciences', amount: 2550, courses: [COURSE_B, COURSE_A], display_all: false } }),
      }),
    );
    renderBundler(api);
    expect(((await screen.findByRole('checkbox', { name: 'Genetics' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Cells' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Bundle title' }) as HTMLInputElement).value).toBe('Life sciences');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cells' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Price/ }), '25.50');
    await userEvent.click(screen.getByRole('button', { name: 'Create the bundle' }));
    expect(await screen.findByText('The bundle "Life sciences" was created.')).toBeTruthy();
    // In the list's order.
    expect(api.post).toHaveBeenCalledWith('payments/instructor_bundles/', { title: 'Life sciences', amount: 2550, courses: [COURSE_A, COURSE_B] });
    expect(screen.getByRole('link', { name: 'Open the bundle "Life sciences"' }).getAttribute('href')).toBe('/list/bundle/b1');
  });

  it('keeps what was picked in the routing state', async () => {
    const api = fakeApi(routes());
    renderBundler(api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ecology' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('routing/group_set_up', { state: { title: '', price: '', courses: [COURSE_C] }, params: {}, message: '' }), { timeout: 3000 });
  });

  it('saves at once what was picked when the screen is left within the second', async () => {
    const api = fakeApi(routes());
    const view = renderBundler(api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Genetics' }));
    expect(api.post).not.toHaveBeenCalledWith('routing/group_set_up', expect.anything());
    view.unmount();
    // The debounce's timer went with the screen: only the save on leaving can make this call.
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('routing/group_set_up', { state: { title: '', price: '', courses: [COURSE_B] }, params: {}, message: '' }), { timeout: 500 });
  });

  it('says what is missing before calling', async () => {
    const api = fakeApi(routes());
    renderBundler(api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ecology' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the bundle' }));
    expect(await screen.findByText(ROUTING_MESSAGES.severalCourses)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.bundleTitle)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalledWith('payments/instructor_bundles/', expect.anything());
  });

  it('shows a refused bundle as an error for 3 s', async () => {
    const refusal = new ApiError(422, 'validation-failed', ROUTING_MESSAGES.notYourCourse, [{ field: 'courses/1', message: ROUTING_MESSAGES.notYourCourse }]);
    const api = fakeApi(routes({ 'POST payments/instructor_bundles/': () => Promise.reject(refusal) }));
    const { notify } = renderBundler(api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cells' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Genetics' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Bundle title' }), 'Mine');
    await userEvent.type(screen.getByRole('textbox', { name: /Price/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create the bundle' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: ROUTING_MESSAGES.notYourCourse, timeout: ROUTING_ERROR_TIMEOUT }));
    expect(ROUTING_ERROR_TIMEOUT).toBe(3000);
  });

  it('shows a failed progress save as an error for 3 s', async () => {
    const api = fakeApi(routes({ 'POST routing/group_set_up': () => Promise.reject(new ApiError(500, 'server-error', 'Could not save')) }));
    const { notify } = renderBundler(api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cells' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Could not save', timeout: 3000 }), { timeout: 3000 });
  });

  it('tells a student it is for instructors, without asking for courses', async () => {
    const api = fakeApi(routes());
    renderBundler(api, student);
    expect(await screen.findByText(ROUTING_MESSAGES.instructorsOnly)).toBeTruthy();
    expect(api.get.mock.calls.map(([path]) => path)).toEqual(['routing/group_set_up']);
  });

  it('is axe-clean, with the messages shown', async () => {
    const { container } = renderBundler(fakeApi(routes()));
    await userEvent.click(await screen.findByRole('button', { name: 'Create the bundle' }));
    await screen.findByText(ROUTING_MESSAGES.severalCourses);
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
