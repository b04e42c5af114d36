import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentOpening } from '@lms/sdk/web';
import AssessmentView from '../../src/web/AssessmentView.tsx';
import type { AttemptReview, DeliveryState, SubmitResult } from '../../src/calls/deliveryCalls.ts';
import { assessmentComponent, COURSE, fakeApi, ITEMS, LESSON, NOW, PAGE, PATH, renderWithApi, runningAttempt } from './deliveryFixture.tsx';

/**
 * The SDK's `opening` (ComponentViewProps): a container (the insights
 * plugin's QuizMe modal, part 3 §4) picks the first screen and hears each
 * submit's visible score.
 */
const stateOf = (overrides: Partial<DeliveryState> = {}): DeliveryState => ({ state: 'initial', can_start: true, attempts_used: 0, attempts_allowed: 0, number_of_opens: 1, opens: 0, ...overrides });
const RECORDED = { number: 1, submitted_at: NOW, status: 'graded', score: 5, max_score: 7 };
const result = (overrides: Partial<SubmitResult> = {}): SubmitResult => ({ _id: 'x', number: 1, status: 'graded', submitted_at: NOW, late_seconds: 0, timed_out: false, ...overrides });
const review: AttemptReview = {
  _id: 'r1',
  number: 1,
  submitted_at: NOW,
  late_seconds: 0,
  visible: { score: true, responses: true, correct_answers: true },
  score: 5,
  max_score: 7,
  status: 'graded',
  items: [ITEMS.single],
  responses: { [ITEMS.single.id]: 'b' },
};

function show(opening: ComponentOpening | undefined, routes: Parameters<typeof fakeApi>[0] = {}, professorView = false) {
  const api = fakeApi({
    [`GET ${PATH}`]: () => stateOf(),
    [`GET ${PATH}review/`]: () => review,
    [`POST ${PATH}start/`]: () => runningAttempt({ items: [ITEMS.single] }),
    [`PUT ${PATH}attempt/`]: () => ({ saved_at: NOW }),
    ...routes,
  });
  renderWithApi(<AssessmentView component={assessmentComponent({ submission_attempts: 0 })} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" professorView={professorView} opening={opening} />, api);
  return api;
}

const user = () => userEvent.setup();

async function takeAndSubmit() {
  await user().click(await screen.findByRole('button', { name: /^(Start|Preview)$/ }));
  await user().click(await screen.findByLabelText('Paris'));
  await user().click(screen.getByRole('button', { name: 'Finish' }));
  await user().click(screen.getByRole('button', { name: 'Submit' }));
}

describe('AssessmentView opened by a container (ComponentOpening)', () => {
  it("opens in review on the latest attempt's review when there is one", async () => {
    show({ state: 'review' }, { [`GET ${PATH}`]: () => stateOf({ state: 'review', can_start: false, attempts_used: 1, attempts_allowed: 1, recorded: RECORDED }) }, true);
    expect(await screen.findByRole('heading', { name: 'Review of attempt 1' })).toBeTruthy();
    expect(screen.getByText('Score: 5 of 7')).toBeTruthy();
  });

  it('opens at the start when there is nothing to review yet', async () => {
    show({ state: 'review' }, {}, true);
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Review of attempt/ })).toBeNull();
  });

  it('opens in the initial state without the earlier outcome, which a page shows', async () => {
    const routes = { [`GET ${PATH}`]: () => stateOf({ attempts_used: 1, recorded: RECORDED }) };
    show({ state: 'initial' }, routes);
    expect(await screen.findByRole('button', { name: 'Start a new attempt' })).toBeTruthy();
    expect(screen.queryByText('Score recorded')).toBeNull();
    expect(screen.queryByText('Your score: 5 of 7')).toBeNull();
  });

  it('hands the container the score and max score of a submit', async () => {
    const onScored = vi.fn();
    show({ state: 'initial', onScored }, { [`POST ${PATH}submit/`]: () => result({ score: 1, max_score: 1 }) });
    await takeAndSubmit();
    await waitFor(() => expect(onScored).toHaveBeenCalledWith({ score: 1, max_score: 1 }));
    expect(onScored).toHaveBeenCalledTimes(1);
  });

  it('hands nothing while a person has yet to score a Question', async () => {
    const onScored = vi.fn();
    show({ state: 'initial', onScored }, { [`POST ${PATH}submit/`]: () => result({ status: 'needs_grading', score: 1, max_score: 1 }) });
    await takeAndSubmit();
    expect(await screen.findByText('Submitted successfully -- but still waiting for scoring')).toBeTruthy();
    expect(onScored).not.toHaveBeenCalled();
  });

  it('hands nothing when show_score hides the score', async () => {
    const onScored = vi.fn();
    show({ state: 'initial', onScored }, { [`POST ${PATH}submit/`]: () => result() });
    await takeAndSubmit();
    expect(await screen.findByText('Score recorded')).toBeTruthy();
    expect(onScored).not.toHaveBeenCalled();
  });
});
