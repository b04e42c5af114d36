import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { ReviewScreen } from '../../src/web/delivery/ReviewScreen.tsx';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { AttemptReview } from '../../src/calls/deliveryCalls.ts';
import { SAMPLE_DEFINITIONS } from '../itemSamples.ts';
import { COMPONENT, COURSE, fakeApi, ITEMS, NOW, PATH, renderWithApi } from './deliveryFixture.tsx';

const SINGLE_WITH_ANSWER = { ...ITEMS.single, content: { choices: ITEMS.single.content.choices, correct: 'b' } };
const SHORT_WITH_ANSWER = { ...ITEMS.short, points: 3, ...SAMPLE_DEFINITIONS.short_text };

function reviewOf(overrides: Partial<AttemptReview> = {}): AttemptReview {
  return {
    _id: 'r1',
    number: 2,
    submitted_at: NOW,
    late_seconds: 0,
    visible: { score: true, responses: true, correct_answers: true },
    score: 1,
    max_score: 5,
    status: 'graded',
    items: [SINGLE_WITH_ANSWER, SHORT_WITH_ANSWER, ITEMS.essay],
    responses: { [ITEMS.single.id]: 'b', [ITEMS.short.id]: 'Nucleus' },
    results: {
      [ITEMS.single.id]: { score: 1, max_score: 1, correct: true },
      [ITEMS.short.id]: { score: 0, max_score: 3, correct: false },
      [ITEMS.essay.id]: { score: 0, max_score: 1, correct: false },
    },
    retries: { [ITEMS.short.id]: 4 },
    ...overrides,
  };
}

function review(answer: AttemptReview | (() => AttemptReview), { config = {}, routes = {}, canStart = false }: { config?: Partial<AssessmentConfig>; routes?: Parameters<typeof fakeApi>[0]; canStart?: boolean } = {}) {
  const load = typeof answer === 'function' ? answer : () => answer;
  const api = fakeApi({ [`GET ${PATH}review/`]: load, ...routes });
  const onStart = vi.fn();
  renderWithApi(<ReviewScreen courseId={COURSE} componentId={COMPONENT} config={{ ...DEFAULT_ASSESSMENT_CONFIG, ...config }} canStart={canStart} onStart={onStart} onClose={vi.fn()} />, api);
  return { api, onStart };
}

const question = (number: number) => screen.getByRole('article', { name: `Question ${number}` });

describe('ReviewScreen', () => {
  it('shows the score, each response read-only with its result and right answer inline (inline 2)', async () => {
    review(reviewOf(), { config: { inline: 2 } });
    const heading = await screen.findByRole('heading', { name: 'Review of attempt 2' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Score: 1 of 5')).toBeTruthy();
    const first = within(question(1));
    expect(first.getByText('Correct, 1 of 1 point')).toBeTruthy();
    expect(first.getByLabelText('Paris')).toHaveProperty('checked', true);
    expect(first.getByLabelText('Paris')).toHaveProperty('disabled', true);
    expect(first.getByText('Right answer: Paris')).toBeTruthy();
    expect(within(question(2)).getByText('Not correct, 0 of 3 points')).toBeTruthy();
    expect(within(question(2)).getByText('Accepted answers: Mitochondria or the mitochondria')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Results/ })).toBeNull();
  });

  it('lists results and right answers after the Questions with inline 0, results inline and answers after with inline 1', async () => {
    review(reviewOf(), { config: { inline: 0 } });
    const after = await screen.findByRole('region', { name: 'Results and right answers' });
    expect(within(question(1)).queryByText(/Correct/)).toBeNull();
    expect(within(after).getByText('Question 2: Not correct, 0 of 3 points')).toBeTruthy();
    expect(within(after).getByText('Right answer: Paris')).toBeTruthy();
  });

  it('says what is not shown yet', async () => {
    review(reviewOf({ visible: { score: false, responses: false, correct_answers: false }, score: undefined, responses: undefined, results: undefined, items: [ITEMS.single] }));
    expect(await screen.findByText('Your score is not shown yet.')).toBeTruthy();
    expect(screen.getByText('Your responses are not shown yet.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when some Questions wait for a person, and how late the attempt was', async () => {
    review(reviewOf({ status: 'needs_grading', late_seconds: 3900 }));
    expect(await screen.findByText('Submitted successfully -- but still waiting for scoring')).toBeTruthy();
    expect(screen.queryByText(/^Score:/)).toBeNull();
    expect(screen.getByText(/after the due date/).textContent).toMatch(/, 1 hour 5 minutes after the due date$/);
  });

  it('lets each automatically scored Question be tried again, up to 5 times, never changing the score', async () => {
    const retry = vi.fn((body?: unknown) => {
      const { response } = body as { response: string };
      return { correct: response === 'Mitochondria', tries_used: 5, tries_left: 0 };
    });
    review(reviewOf(), { routes: { [`POST ${PATH}review/retry/`]: retry } });
    await screen.findByRole('heading', { name: 'Review of attempt 2' });
    expect(within(question(3)).queryByRole('button', { name: 'Try again' })).toBeNull();
    const second = within(question(2));
    expect(second.getByText('1 of 5 tries left. A try never changes your score.')).toBeTruthy();
    await userEvent.click(second.getByRole('button', { name: 'Try again' }));
    const attempt = within(second.getByRole('group', { name: 'Try again' }));
    await userEvent.type(attempt.getByRole('textbox'), 'Mitochondria');
    await userEvent.click(attempt.getByRole('button', { name: 'Check this try' }));
    expect(retry).toHaveBeenCalledWith({ number: 2, item_id: ITEMS.short.id, response: 'Mitochondria' });
    expect(await second.findByText('Correct. 0 of 5 tries left.')).toBeTruthy();
    expect(attempt.getByRole('button', { name: 'Check this try' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Score: 1 of 5')).toBeTruthy();
  });

  it('offers no try once 5 are used', async () => {
    review(reviewOf({ retries: { [ITEMS.single.id]: 5 } }));
    await screen.findByRole('heading', { name: 'Review of attempt 2' });
    expect(within(question(1)).getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', true);
    expect(within(question(1)).getByText('You have used all 5 tries for this Question.')).toBeTruthy();
  });

  it('chooses an earlier attempt, and starts a new one when the state allows', async () => {
    const { api, onStart } = review(reviewOf(), { routes: { [`GET ${PATH}review/?number=1`]: () => reviewOf({ number: 1, _id: 'r0' }) }, canStart: true });
    await userEvent.selectOptions(await screen.findByLabelText('Attempt'), '1');
    expect(await screen.findByRole('heading', { name: 'Review of attempt 1' })).toBeTruthy();
    expect(api.get).toHaveBeenLastCalledWith(`${PATH}review/?number=1`);
    expect(screen.getByLabelText('Attempt')).toHaveProperty('value', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Start a new attempt' }));
    expect(onStart).toHaveBeenCalled();
  });

  it('says why the review did not load', async () => {
    review(() => {
      throw new ApiError(0, 'connection', 'Connection error. Try again later.');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Connection problem obtaining prior attempts. Your answers are kept on this page and sent again in a moment.');
  });
});
