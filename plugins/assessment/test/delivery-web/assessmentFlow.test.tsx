import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import AssessmentView from '../../src/web/AssessmentView.tsx';
import type { AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { DeliveryState, RunningAttempt, SubmitResult } from '../../src/calls/deliveryCalls.ts';
import { assessmentComponent, COMPONENT, COURSE, deferred, fakeApi, ITEMS, LESSON, NOW, PAGE, PATH, renderWithApi, runningAttempt } from './deliveryFixture.tsx';

const TERMINATED = 'Your instructor terminated your session! Click here to see updated status';

const stateOf = (overrides: Partial<DeliveryState> = {}): DeliveryState => ({ state: 'initial', can_start: true, attempts_used: 0, attempts_allowed: 1, number_of_opens: 1, opens: 0, ...overrides });

const result = (overrides: Partial<SubmitResult> = {}): SubmitResult => ({ _id: 'x', number: 1, status: 'graded', submitted_at: NOW, late_seconds: 0, timed_out: false, ...overrides });

type Routes = Parameters<typeof fakeApi>[0];

function show({ config = {}, routes = {}, professorView = false }: { config?: Partial<AssessmentConfig>; routes?: Routes; professorView?: boolean } = {}) {
  const api = fakeApi({
    [`GET ${PATH}`]: () => stateOf(),
    [`POST ${PATH}start/`]: () => runningAttempt(),
    [`PUT ${PATH}attempt/`]: () => ({ saved_at: NOW }),
    ...routes,
  });
  renderWithApi(<AssessmentView component={assessmentComponent(config)} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" professorView={professorView} />, api);
  return api;
}

const user = () => userEvent.setup();
const question = (number: number, of = 3) => screen.findByRole('heading', { name: `Question ${number} of ${of}` });
const nav = () => within(screen.getByRole('navigation', { name: 'Questions' }));

describe('AssessmentView: starting', () => {
  it('asks before using a limited attempt, then shows the first Question', async () => {
    const api = show({ config: { time_limit: 1800 } });
    await user().click(await screen.findByRole('button', { name: 'Start' }));
    const confirm = screen.getByRole('group', { name: 'Start the assessment' });
    expect(confirm.textContent).toContain('This starts attempt 1 of 1.');
    expect(confirm.textContent).toContain('You will have 30 minutes.');
    expect(api.post).not.toHaveBeenCalled();
    await user().click(within(confirm).getByRole('button', { name: 'Start now' }));
    expect(api.post).toHaveBeenCalledWith(`${PATH}start/`, {});
    expect(await question(1)).toBeTruthy();
    expect(screen.getByText('1 point')).toBeTruthy();
  });

  it('resumes without asking', async () => {
    const api = show({ routes: { [`GET ${PATH}`]: () => stateOf({ state: 'resume', opens: 1 }) } });
    await user().click(await screen.findByRole('button', { name: 'Resume' }));
    expect(api.post).toHaveBeenCalledWith(`${PATH}start/`, {});
    expect(await question(1)).toBeTruthy();
  });

  it('shows why it is blocked', async () => {
    show({ routes: { [`GET ${PATH}`]: () => stateOf({ state: 'blocked', can_start: false, reason: 'not_open', message: 'The assessment will be available on 04/02/2030 08:30' }) } });
    expect((await screen.findByText(/^The assessment will be available/)).textContent).toBe('The assessment will be available on 04/02/2030 08:30');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a refused start and the state again', async () => {
    const state = vi.fn(() => stateOf({ attempts_allowed: 0 }));
    show({
      config: { submission_attempts: 0 },
      routes: {
        [`GET ${PATH}`]: state,
        [`POST ${PATH}start/`]: () => {
          throw new ApiError(409, 'conflict', 'Hmmm, we are actually preventing you from submitting this as your maximum attempts have been reached or the assessment is now closed');
        },
      },
    });
    await user().click(await screen.findByRole('button', { name: 'Start' }));
    expect((await screen.findByText(/^Hmmm, we are actually preventing you/)).getAttribute('role')).toBe('alert');
    expect(state).toHaveBeenCalledTimes(2);
  });

  it("gives a professor a Preview and the instructor tools' links", async () => {
    show({ professorView: true, routes: { [`GET ${PATH}`]: () => stateOf({ attempts_allowed: 1 }), [`POST ${PATH}start/`]: () => runningAttempt({ preview: true }) } });
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeTruthy();
    const tools = within(screen.getByRole('navigation', { name: 'Instructor tools' }));
    const href = (name: string) => tools.getByRole('link', { name }).getAttribute('href');
    expect(href('Live view')).toBe(`/${COURSE}/${LESSON}/${PAGE}/${COMPONENT}/liveview?quizName=Quiz%201`);
    expect(href('Question details')).toBe(`/${COURSE}/${LESSON}/${PAGE}/${COMPONENT}/assessmentdetail?quizName=Quiz%201`);
    expect(href('Grading')).toBe(`/${COURSE}/grading_center/${COMPONENT}/bystudent`);
    expect(href('Questions')).toBe(`/${COURSE}/questions`);
    // A professor's attempts use no attempt: no confirmation.
    await user().click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Preview: this attempt is scored, and recorded nowhere.')).toBeTruthy();
  });

  it("says 'Connection problem obtaining prior attempts.' when the state cannot be reached", async () => {
    show({
      routes: {
        [`GET ${PATH}`]: () => {
          throw new ApiError(0, 'connection', 'Connection error. Try again later.');
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Connection problem obtaining prior attempts. Your answers are kept on this page and sent again in a moment.');
  });
});

describe('AssessmentView: answering and submitting', () => {
  async function started(routes: Routes = {}, config: Partial<AssessmentConfig> = { submission_attempts: 0 }, attempt: RunningAttempt = runningAttempt()) {
    const api = show({ config, routes: { [`GET ${PATH}`]: () => stateOf({ attempts_allowed: 0 }), [`POST ${PATH}start/`]: () => attempt, ...routes } });
    await user().click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: /^Question \d+ of \d+$/ });
    return api;
  }

  it('moves between Questions, ticks the answered ones, lists the unanswered before submitting, then records the score', async () => {
    const submitted = deferred<SubmitResult>();
    const state = vi.fn(() => stateOf({ attempts_allowed: 0 }));
    const api = await started({ [`POST ${PATH}submit/`]: () => submitted.promise, [`GET ${PATH}`]: state });
    await user().click(screen.getByLabelText('Paris'));
    expect(nav().getByRole('button', { name: '1, answered' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await question(2)).toBe(document.activeElement);
    await user().click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Paris')).toHaveProperty('checked', true);
    await user().click(nav().getByRole('button', { name: '3, not answered' }));
    expect(await question(3)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user().click(screen.getByRole('button', { name: 'Finish' }));
    const confirm = screen.getByRole('region', { name: 'Submit your answers?' });
    expect(within(confirm).getByText('These 2 Questions are not answered:')).toBeTruthy();
    await user().click(within(confirm).getByRole('button', { name: 'Question 2' }));
    await user().type(await screen.findByRole('textbox', { name: 'Powerhouse of the cell?' }), 'Mitochondria');
    await user().click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('This Question is not answered:')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Please wait while we record and score your submission')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith(`${PATH}submit/`, { responses: { [ITEMS.single.id]: 'b', [ITEMS.short.id]: 'Mitochondria' } });
    submitted.resolve(result({ score: 2, max_score: 3 }));
    expect(await screen.findByText('Score recorded')).toBeTruthy();
    expect(screen.getByText('Your score: 2 of 3')).toBeTruthy();
    await waitFor(() => expect(state).toHaveBeenCalledTimes(2));
  });

  it('says a person has yet to score it, and when the score cannot be retrieved', async () => {
    let reachable = true;
    await started({
      [`POST ${PATH}submit/`]: () => result({ status: 'needs_grading' }),
      [`GET ${PATH}`]: () => {
        if (reachable) return stateOf({ attempts_allowed: 0 });
        throw new ApiError(0, 'connection', 'Connection error. Try again later.');
      },
    });
    reachable = false;
    await user().click(screen.getByRole('button', { name: 'Finish' }));
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted successfully -- but still waiting for scoring')).toBeTruthy();
    expect((await screen.findByText('Failed to retrieve score [try to reload to see it]')).getAttribute('role')).toBe('alert');
  });

  it('keeps the attempt and says why when the submit fails', async () => {
    await started({
      [`POST ${PATH}submit/`]: () => {
        throw new ApiError(0, 'connection', 'Connection error. Try again later.');
      },
    });
    await user().click(screen.getByRole('button', { name: 'Finish' }));
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByText('Connection problem on submitting.')).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('region', { name: 'Submit your answers?' })).toBeTruthy();
  });

  it('shows the termination with a way to the updated state', async () => {
    let submittedForMe = false;
    const state = vi.fn(() => (submittedForMe ? stateOf({ state: 'review', can_start: false, attempts_used: 1 }) : stateOf({ attempts_allowed: 0 })));
    await started({
      [`PUT ${PATH}attempt/`]: () => {
        throw new ApiError(409, 'conflict', TERMINATED);
      },
      [`GET ${PATH}`]: state,
    });
    submittedForMe = true;
    await user().click(screen.getByLabelText('Paris'));
    const notice = await screen.findByRole('button', { name: TERMINATED }, { timeout: 3000 });
    expect(screen.queryByRole('heading', { name: /Question/ })).toBeNull();
    await user().click(notice);
    expect(await screen.findByRole('button', { name: 'Review' })).toBeTruthy();
  });

  it('has no way back when the back button is locked, and goes on after the last answered Question', async () => {
    await started({}, { submission_attempts: 0, lock_back_button: true }, runningAttempt({ responses: { [ITEMS.single.id]: 'a' } }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(nav().queryAllByRole('button')).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
  });

  it('gives hints one by one and counts them', async () => {
    const hint = vi.fn(() => ({ hint: 'Think of Paris.', hints_used: 1, hints_total: 2 }));
    await started({ [`POST ${PATH}attempt/hint/`]: hint }, { submission_attempts: 0 }, runningAttempt({ items: [{ ...ITEMS.single, hints_total: 2 }, ITEMS.short] }));
    await user().click(screen.getByRole('button', { name: 'Hint (0 of 2 used)' }));
    expect(within(screen.getByRole('list', { name: 'Hints' })).getByText('Think of Paris.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hint (1 of 2 used)' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: /^Hint/ })).toBeNull();
  });

  it('checks an answer when the inline check is on, and collects confidence when asked', async () => {
    const check = vi.fn((body?: unknown) => ({ correct: (body as { response: string }).response === 'b' }));
    const confidence = vi.fn(() => ({ confidence: { [ITEMS.single.id]: 'high' } }));
    await started({ [`POST ${PATH}attempt/check/`]: check, [`PUT ${PATH}attempt/confidence/`]: confidence }, { submission_attempts: 0, inline_check: 'immediately', confidence: true });
    const button = screen.getByRole('button', { name: 'Check answer' });
    expect(button).toHaveProperty('disabled', true);
    await user().click(screen.getByLabelText('Lyon'));
    await user().click(button);
    expect(await screen.findByText('Not correct.')).toBeTruthy();
    await user().click(screen.getByLabelText('Paris'));
    expect(screen.queryByText('Not correct.')).toBeNull();
    await user().click(button);
    expect(await screen.findByText('Correct.')).toBeTruthy();

    await user().click(within(screen.getByRole('group', { name: 'How sure are you of your answer?' })).getByLabelText('Sure'));
    expect(confidence).toHaveBeenCalledWith({ item_id: ITEMS.single.id, confidence: 'high' });
  });

  it('offers no check when the inline check is never', async () => {
    await started();
    expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'How sure are you of your answer?' })).toBeNull();
  });
});
