import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ApiError, HOST_DATA_EVENTS, refetchOnMeta } from '@lms/sdk/web';
import { createTestQueryClient } from '@lms/sdk/testing/web';
import type { ConfirmAnswer } from '../../src/schemas/paymentTypes.ts';
import PaymentSuccessScreen from '../../src/web/screens/PaymentSuccessScreen.tsx';
import { COURSE_A, fakeApi, renderScreen, student } from './paymentsWebFixture.tsx';

const pending: ConfirmAnswer = { status: 'pending', courses: [] };
const paid: ConfirmAnswer = { status: 'paid', courses: [COURSE_A] };

/** Lets the fake timers run `ms` and the answers they started settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets an answer that came at the end of a wait reach the screen (the query cache hands it on in a later tick). */
const settle = () => wait(50);

function backFromStripe(location: string, answers: (() => unknown)[], search = '?session_id=cs_test_1', cache = createTestQueryClient()) {
  window.history.replaceState(null, '', `/paymentsuccess/${location}${search}`);
  let call = 0;
  const api = fakeApi({ 'POST payment/confirm/': () => answers[Math.min(call++, answers.length - 1)]!() });
  return { api, ...renderScreen(PaymentSuccessScreen, { location }, api, student, cache) };
}

/** The host's course list as host/web declares it: read again on 'courses.changed'. */
async function hostCourseList(cache: ReturnType<typeof createTestQueryClient>) {
  await cache.fetchQuery({ queryKey: ['courses'], queryFn: () => [], meta: refetchOnMeta([HOST_DATA_EVENTS.coursesChanged]) });
  return () => cache.getQueryState(['courses'])?.isInvalidated;
}

describe('the payment success screen (/paymentsuccess/{location})', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('confirms the session, thanks the buyer and goes on to the location after a few seconds', async () => {
    const { api, navigate } = backFromStripe(COURSE_A, [() => paid]);
    expect(screen.getByRole('status').textContent).toBe('Confirming your payment…');
    await wait(0);
    expect(api.post).toHaveBeenCalledWith('payment/confirm/', { session_id: 'cs_test_1' });
    expect(screen.getByRole('status').textContent).toMatch(/^Thank you! Your payment was received/);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/${COURSE_A}`);
    await wait(2900);
    expect(navigate).not.toHaveBeenCalled();
    await wait(100);
    expect(navigate).toHaveBeenCalledWith(`/${COURSE_A}`);
  });

  it("a paid session makes the host's course list stale (it refetches where shown); a pending one does not", async () => {
    const cache = createTestQueryClient();
    const courseListStale = await hostCourseList(cache);
    backFromStripe(COURSE_A, [() => pending, () => paid], undefined, cache);
    await wait(0);
    expect(courseListStale()).toBe(false);
    await wait(2000);
    await settle();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
    expect(courseListStale()).toBe(true);
  });

  it("reads '+' as '/': alone it is the root, inside it separates the path", async () => {
    backFromStripe('+', [() => paid]);
    await wait(0);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
  });

  it('never continues to another site (/paymentsuccess/+evil.example and ++evil.example)', async () => {
    backFromStripe('+evil.example', [() => paid]);
    await wait(0);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/evil.example');
  });

  it('continues to the root when the location names another site', async () => {
    const { navigate } = backFromStripe('++evil.example', [() => paid]);
    await wait(0);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    await wait(3000);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('asks again every 2 s while the payment is pending, until it is paid', async () => {
    const { api } = backFromStripe(`${COURSE_A}+gradebook`, [() => pending, () => pending, () => paid]);
    await wait(0);
    expect(screen.getByRole('status').textContent).toBe('Confirming your payment…');
    await wait(1999);
    expect(api.post).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(api.post).toHaveBeenCalledTimes(2);
    await wait(2000);
    expect(api.post).toHaveBeenCalledTimes(3);
    await settle();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/${COURSE_A}/gradebook`);
  });

  it('stops asking after 10 more tries and says honestly that the payment is still being confirmed', async () => {
    const { api, navigate } = backFromStripe(COURSE_A, [() => pending]);
    await wait(0);
    await wait(10 * 2000);
    expect(api.post).toHaveBeenCalledTimes(11);
    await settle();
    expect(screen.getByRole('status').textContent).toMatch(/^Your payment is still being confirmed\./);
    expect(screen.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toBe('/list');
    await wait(10_000);
    expect(api.post).toHaveBeenCalledTimes(11);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the server's text when the session is refused", async () => {
    backFromStripe(COURSE_A, [() => Promise.reject(new ApiError(404, 'not-found', 'No such checkout.'))]);
    await wait(0);
    expect(screen.getByRole('alert').textContent).toBe('No such checkout.');
    expect(screen.getByRole('link', { name: 'Go to my courses' })).toBeTruthy();
  });

  it('says there is nothing to confirm without a session_id, and asks nothing', async () => {
    const { api } = backFromStripe(COURSE_A, [() => paid], '');
    await wait(0);
    expect(screen.getByRole('alert').textContent).toBe('This address does not name a payment, so there is nothing to confirm.');
    expect(screen.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toBe('/list');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('stops asking when the buyer leaves', async () => {
    const { api, unmount } = backFromStripe(COURSE_A, [() => pending]);
    await wait(0);
    unmount();
    await wait(10_000);
    expect(api.post).toHaveBeenCalledTimes(1);
  });
});
