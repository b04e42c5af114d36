import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import ByStudentScreen from '../../src/web/grading/ByStudentScreen.tsx';
import { ACTIVITY, ADA, BOB, COURSE, ESSAY, fakeApi, gradingRoutes, QUIZ, renderScreen } from './gradingFixture.tsx';

type Handler = (body?: unknown) => unknown;

function open(routes: Record<string, Handler> = {}) {
  const api = fakeApi(gradingRoutes(routes));
  return { api, ...renderScreen(ByStudentScreen, api) };
}

const rowNames = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
const attemptsTable = () => screen.findByRole('grid', { name: 'Submitted attempts' });
const pageStatus = () => screen.getAllByRole('status')[0]!;

async function gradeAda() {
  await userEvent.click(await screen.findByRole('button', { name: 'Grade Ada Lovelace, attempt 1' }));
  await screen.findByRole('textbox', { name: 'Explain osmosis.' });
}

const scoreStatus = () => within(screen.getByRole('region', { name: 'Ada Lovelace, attempt 1' })).getByRole('status');

afterEach(() => {
  vi.useRealTimers();
});

describe('Grade by student: the queue', () => {
  it('lists the attempts waiting for a person, and all of them (waiting first) with the filter', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Grade by student' })).toBeTruthy();
    expect(await screen.findByText('Cell biology quiz')).toBeTruthy();
    expect(rowNames(await attemptsTable())).toEqual(['Cy Young', 'Ada Lovelace']);
    const cy = screen.getByRole('row', { name: /Cy Young/ });
    expect(within(cy).getByText('Waiting for a person (1 Question)')).toBeTruthy();
    expect(cy.textContent).toContain('(2 hours late)');
    expect(within(cy).getByText('1 / 5')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'All (3)' }));
    const all = await attemptsTable();
    expect(rowNames(all)).toEqual(['Cy Young', 'Ada Lovelace', 'Bob Hope']);
    expect(within(within(all).getByRole('row', { name: /Bob Hope/ })).getByText('Graded')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Waiting for a person (2)' })).toBeTruthy();
  });

  it('links to grading by question without reloading the app', async () => {
    const { navigate } = open();
    await userEvent.click(screen.getByRole('link', { name: 'Grade by question' }));
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/grading_center/${QUIZ}/byquestion`);
    expect(screen.getByRole('link', { name: 'Grade by student' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the server's refusal when the list cannot be read", async () => {
    open({
      [`GET assessment/grading/${COURSE}/${QUIZ}/`]: () => {
        throw new ApiError(403, 'access-denied', 'Only the professors of this course may do this.');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Only the professors of this course may do this.');
  });
});

describe('Grade by student: one attempt', () => {
  it("shows every Question with the student's response read-only, the right answer and the score so far, and moves the focus there", async () => {
    open();
    await gradeAda();
    const heading = screen.getByRole('heading', { level: 2, name: 'Ada Lovelace, attempt 1' });
    expect(document.activeElement).toBe(heading);
    const essay = screen.getByRole('textbox', { name: 'Explain osmosis.' }) as HTMLTextAreaElement;
    expect(essay.value).toBe('Solvent crosses toward the solute.');
    expect(essay.readOnly).toBe(true);
    const lyon = screen.getByRole('radio', { name: 'Lyon' }) as HTMLInputElement;
    expect(lyon.checked).toBe(true);
    expect(lyon.disabled).toBe(true);
    const [essayItem, capitalItem] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('lms-grading-item'));
    expect(within(essayItem!).getByRole('heading', { name: 'Question 1: Osmosis' })).toBeTruthy();
    expect(within(essayItem!).getByText('No right answer: a person scores this Question.')).toBeTruthy();
    expect(within(essayItem!).getByText('Waiting for a person')).toBeTruthy();
    expect(within(capitalItem!).getByText('Right answer').nextElementSibling?.textContent).toBe('Paris');
    expect(within(capitalItem!).getByText('0 / 1')).toBeTruthy();
    expect(within(capitalItem!).getByText('Scored automatically')).toBeTruthy();
    expect(screen.getByText(/^Submitted .*\. Score: 0 \/ 5, waiting for a person\.$/)).toBeTruthy();
  });

  it("saves a person's score through regrade/update, says 'Scores captured', and reloads the attempt and the list", async () => {
    const { api } = open({ 'POST regrade/update': () => ({ user_ids: [ADA], component_ids: [QUIZ], jobs: [], changed: 1 }) });
    await gradeAda();
    await userEvent.type(screen.getByRole('textbox', { name: 'Score for Question 1' }), '3,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(api.post).toHaveBeenCalledWith('regrade/update', {
      courseId: COURSE,
      componentId: QUIZ,
      sessions: [{ user_id: ADA, activity_id: ACTIVITY, session_id: 'attempt-ada', responses: [{ response_id: ESSAY, attempted: true, score: 3.5, max_score: 4 }] }],
    });
    expect(scoreStatus().textContent).toBe('Scores captured. Click Reload in the gradebook to see them.');
    expect(api.get.mock.calls.filter(([path]) => path === `assessment/grading/${COURSE}/${QUIZ}/`)).toHaveLength(2);
    expect(api.post.mock.calls.filter(([path]) => path === 'regrade/get')).toHaveLength(2);
  });

  it.each([
    ['4.5', 'Failed to save score: Please make sure all scores are numbers between 0 and their respective max scores.'],
    ['-1', 'Failed to save score: Please make sure all scores are numbers between 0 and their respective max scores.'],
    ['a lot', 'Failed to save score: Please make sure all scores are numbers between 0 and their respective max scores.'],
    ['', 'No score changed'],
  ])('checks the scores before sending: %j says %j and sends nothing', async (typed, message) => {
    const { api } = open();
    await gradeAda();
    if (typed) await userEvent.type(screen.getByRole('textbox', { name: 'Score for Question 1' }), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(scoreStatus().textContent).toBe(message);
    expect(api.post.mock.calls.some(([path]) => path === 'regrade/update')).toBe(false);
  });

  it.each<[string, Handler, string]>([
    ['nothing changed', () => ({ user_ids: [], component_ids: [], jobs: [], changed: 0 }), 'No score changed'],
    [
      'gradebook jobs still running',
      () => ({ user_ids: [ADA], component_ids: [QUIZ], jobs: [{ reference: 'rescore-1' }], changed: 1 }),
      'Scores captured. It is taking a little longer for the gradebook to update but we have the data. No need to wait on this screen.',
    ],
    [
      'the range refused by the server',
      () => {
        throw new ApiError(422, 'validation', 'Failed to save score: Please make sure all scores are numbers between 0 and their respective max scores.', [{ field: 'sessions', message: 'x' }]);
      },
      'Failed to save score: Please make sure all scores are numbers between 0 and their respective max scores.',
    ],
    [
      'no answers',
      () => {
        throw new ApiError(404, 'not-found', 'No answers found');
      },
      'No answers found',
    ],
    [
      'another failure',
      () => {
        throw new ApiError(500, 'server', 'The database is unavailable.');
      },
      'Failed to save scores. The database is unavailable.',
    ],
  ])('says what the server did when %s', async (_, update, message) => {
    open({ 'POST regrade/update': update });
    await gradeAda();
    await userEvent.type(screen.getByRole('textbox', { name: 'Score for Question 1' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(scoreStatus().textContent).toBe(message);
  });

  it('starts the input with a score a person gave', async () => {
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'All (3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Grade Bob Hope, attempt 1' }));
    expect(((await screen.findByRole('textbox', { name: 'Score for Question 1' })) as HTMLInputElement).value).toBe('3');
    expect(screen.getByText('Scored by a person')).toBeTruthy();
  });

  it('goes to the previous and next student of the queue it was chosen from, and back to the list', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Grade Cy Young, attempt 2' }));
    expect(await screen.findByRole('heading', { name: 'Cy Young, attempt 2' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous student' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next student' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace, attempt 1' })).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: 'Explain osmosis.' })) as HTMLTextAreaElement).value).toBe('Solvent crosses toward the solute.');
    expect((screen.getByRole('button', { name: 'Next student' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous student' }));
    expect(await screen.findByRole('heading', { name: 'Cy Young, attempt 2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the attempts' }));
    expect(await attemptsTable()).toBeTruthy();
  });
});

describe('Grade by student: overrides', () => {
  const overrideRoutes = (save: Handler) => ({
    [`GET assessment_override/${COURSE}/${QUIZ}/${BOB}`]: () => ({
      global: { open_date: null, due_date: new Date(2030, 2, 10, 23, 59).toISOString(), close_date: null, time_limit: 1800, submission_attempts: 2, policy: { penalty: 10, per: 86400, max: 50 } },
      override: null,
    }),
    [`POST assessment_override/${COURSE}/${QUIZ}/${BOB}`]: save,
  });

  async function openOverride(save: Handler) {
    const view = open(overrideRoutes(save));
    await userEvent.click(await screen.findByRole('button', { name: 'Override for Bob Hope' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override for Bob Hope' });
    await within(dialog).findByLabelText('Due date');
    return { ...view, dialog };
  }

  it("shows the assessment's values beside the fields, sends the student's own and says 'Student override saved.'", async () => {
    const { api, dialog } = await openOverride((body) => body);
    expect(within(dialog).getByText("The assessment's: 03/10/2030 23:59. Leave both empty to keep it.")).toBeTruthy();
    expect(within(dialog).getByText("The assessment's: 30 minutes. 0 for no time limit; empty keeps the assessment's.")).toBeTruthy();
    expect((within(dialog).getByLabelText('Attempts') as HTMLInputElement).placeholder).toBe('2');
    expect(within(dialog).getByText("The assessment's: 10% per day, at most 50%.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2030-03-12' } });
    expect((within(dialog).getByLabelText('Due date time') as HTMLInputElement).value).toBe('23:59');
    fireEvent.change(within(dialog).getByLabelText('Due date time'), { target: { value: '18:30' } });
    await userEvent.type(within(dialog).getByLabelText('Time limit (minutes)'), '45');
    await userEvent.type(within(dialog).getByLabelText('Attempts'), '3');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: "A late policy of this student's own" }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Per'), 'Hour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect(api.post).toHaveBeenCalledWith(`assessment_override/${COURSE}/${QUIZ}/${BOB}`, {
      open_date: null,
      due_date: new Date(2030, 2, 12, 18, 30).toISOString(),
      close_date: null,
      time_limit: 2700,
      submission_attempts: 3,
      policy: { penalty: 10, per: 3600, max: 50 },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageStatus().textContent).toBe('Student override saved.');
  });

  it("shows the server's field messages under their fields and keeps the dialog open", async () => {
    await openOverride(() => {
      throw new ApiError(422, 'validation', 'Please order your dates sensibly', [
        { field: 'due_date', message: 'Please order your dates sensibly' },
        { field: 'policy/max', message: 'Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.' },
      ]);
    });
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2030-02-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    const due = within(dialog).getByLabelText('Due date');
    expect(await within(dialog).findByText('Please order your dates sensibly')).toBeTruthy();
    expect(due.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(due.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Please order your dates sensibly');
    expect(within(dialog).getByText(/^Please either un-check auto-accept policy/)).toBeTruthy();
    expect(pageStatus().textContent).toBe('');
  });

  it('puts a time limit it cannot read at its field, with the focus, and sends nothing', async () => {
    const { api, dialog } = await openOverride((body) => body);
    const limit = within(dialog).getByLabelText('Time limit (minutes)');
    await userEvent.type(limit, 'soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect(await within(dialog).findByText('Enter the time limit in minutes (0 for no time limit), or leave it empty.')).toBeTruthy();
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(limit);
    expect(api.post.mock.calls.some(([path]) => path.startsWith('assessment_override/'))).toBe(false);
  });

  it('checks a date typed without its time before sending, and closes on Escape giving the focus back', async () => {
    const { api, dialog } = await openOverride((body) => body);
    fireEvent.change(within(dialog).getByLabelText('Close date'), { target: { value: '2030-03-20' } });
    fireEvent.change(within(dialog).getByLabelText('Close date time'), { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect(within(dialog).getByText('Enter both a time and a date in Close date')).toBeTruthy();
    expect(api.post.mock.calls.some(([path]) => path.startsWith('assessment_override/'))).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Override for Bob Hope' }));
  });

  it('opens from the attempt being graded too', async () => {
    open({
      [`GET assessment_override/${COURSE}/${QUIZ}/${ADA}`]: () => ({
        global: { open_date: null, due_date: null, close_date: null, time_limit: 0, submission_attempts: 0, policy: null },
        override: { open_date: null, due_date: null, close_date: null, time_limit: null, submission_attempts: 4, policy: null },
      }),
    });
    await gradeAda();
    await userEvent.click(screen.getByRole('button', { name: 'Override for Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override for Ada Lovelace' });
    expect(((await within(dialog).findByLabelText('Attempts')) as HTMLInputElement).value).toBe('4');
    expect(within(dialog).getByText("The assessment's: unlimited. 0 for unlimited; empty keeps the assessment's.")).toBeTruthy();
  });
});

describe('Grade by student: submit for a student', () => {
  /** Clicks "Submit for Bob Hope" with fake timers on, and answers each poll from `states`. */
  async function submitBob(states: Record<string, unknown>[]) {
    let polls = 0;
    const view = open({
      [`POST assessment/update/${COURSE}`]: () => ({ jobs: [{ reference: 'job-7', user_id: BOB, component_id: QUIZ }] }),
      'POST assessment/job_poller': () => ({ jobs: [{ reference: 'job-7', status: 'pending', ...states[Math.min(polls++, states.length - 1)] }] }),
    });
    const submit = await screen.findByRole('button', { name: 'Submit for Bob Hope' });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(submit));
    return { ...view, polls: () => polls };
  }

  it('offers it only for a running attempt, submits and polls each second until the job is done', async () => {
    const { api, polls } = await submitBob([{}, { status: 'done', score: 4, max_score: 5 }]);
    expect(screen.queryByRole('button', { name: 'Submit for Ada Lovelace' })).toBeNull();
    expect(api.post).toHaveBeenCalledWith(`assessment/update/${COURSE}`, { user_ids: [BOB], component_ids: [QUIZ] });
    expect(pageStatus().textContent).toBe('Submitting for Bob Hope…');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(polls()).toBe(2);
    expect(pageStatus().textContent).toBe('Submitted successfully. Score: 4 / 5');
    expect(api.post).toHaveBeenCalledWith('assessment/job_poller', { references: ['job-7'] });
    expect(api.get.mock.calls.filter(([path]) => path === `assessment/liveview/${COURSE}/${QUIZ}`)).toHaveLength(2);
  });

  it("says 'Submitted successfully -- but still waiting for scoring' when done without a score", async () => {
    await submitBob([{ status: 'done' }]);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(pageStatus().textContent).toBe('Submitted successfully -- but still waiting for scoring');
  });

  it("stops after 10 polls with 'Timed out obtaining data. Please try again later.'", async () => {
    const { polls } = await submitBob([{}]);
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(polls()).toBe(9);
    expect(pageStatus().textContent).toBe('Submitting for Bob Hope…');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(polls()).toBe(10);
    expect(pageStatus().textContent).toBe('Timed out obtaining data. Please try again later.');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(polls()).toBe(10);
  });
});
