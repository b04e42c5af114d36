import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ComponentHostContext, type ApiClient, type HostedComponentProps, type WebSessionUser } from '@lms/sdk/web';
import { componentFixture, fakeApiClient, fakeComponentHost, renderInHost, type FakeApiHandler } from '@lms/sdk/testing/web';
// QuizMe is the insights plugin's modal around the assessment plugin's View: tested
// with both, as the host wires them (a plugin's own tests install no other plugin).
import assessmentWeb from '../../../plugins/assessment/src/web/index.tsx';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../../plugins/assessment/src/schemas/assessmentConfig.ts';
import { QuizMeList } from '../../../plugins/insights/src/web/quizMe/QuizMeList.tsx';

const COURSE = '6d0000000000000000000c01';
const LESSON = '6d0000000000000000000a01';
const PAGE = '6d0000000000000000000e01';
const QUIZ = '6d00000000000000000000a1';
const NOW = '2030-03-01T10:00:00.000Z';
const DELIVERY = `assessment/delivery/${COURSE}/${QUIZ}/`;
const viewer = { mongoId: '6d00000000000000000000b1', firstname: 'Ada', lastname: 'Lovelace' } as unknown as WebSessionUser;

const ITEM = { id: 'i-single', points: 1, title: '', prompt: '<p>Capital of France?</p>', hints_total: 0, type: 'single_choice', content: { choices: [{ id: 'a', text: 'Lyon' }, { id: 'b', text: 'Paris' }] } };
const quizComponent = componentFixture('assessment', { ...DEFAULT_ASSESSMENT_CONFIG, submission_attempts: 0, items: [{ id: ITEM.id, points: 1 }] }, { _id: QUIZ, course_id: COURSE, title: 'Quiz 1' });
const state = (overrides: Record<string, unknown> = {}) => ({ state: 'initial', can_start: true, attempts_used: 0, attempts_allowed: 0, number_of_opens: 1, opens: 0, ...overrides });
const recorded = { number: 1, submitted_at: NOW, status: 'graded', score: 0, max_score: 1 };

/** The host's hosted component, reduced to what matters here: the plugin's View with the container's props. */
function HostedView({ component, lessonId, pageId, mode, opening }: HostedComponentProps) {
  const View = assessmentWeb.components!.assessment!.View;
  return (
    <Suspense fallback={<p>Loading the component…</p>}>
      <View component={component} courseId={component.course_id} lessonId={lessonId} pageId={pageId} mode={mode} professorView={false} opening={opening} />
    </Suspense>
  );
}

function show(quizMeState: 'initial' | 'review', routes: Record<string, FakeApiHandler>) {
  const api = fakeApiClient({
    [`GET insights/quizme/${COURSE}`]: () => ({
      state: quizMeState,
      quizzes: [{ component_id: QUIZ, activity_id: 'a1', title: 'Quiz 1', lesson_id: LESSON, lesson_title: 'Numbers', lesson_number: 1, page_id: PAGE, max_score: 1 }],
    }),
    [`GET components/${COURSE}/${QUIZ}/`]: () => quizComponent,
    ...routes,
  });
  const { host } = fakeComponentHost();
  renderInHost(<ComponentHostContext.Provider value={{ ...host, Component: HostedView }}>{<QuizMeList courseId={COURSE} />}</ComponentHostContext.Provider>, { api: api as ApiClient, viewer });
  return api;
}

describe('QuizMe with the assessment plugin', () => {
  it("opens the quiz at the start without the earlier outcome, and after finishing it says 'You scored X out of Y'", async () => {
    let submitted = false;
    show('initial', {
      [`GET ${DELIVERY}`]: () => (submitted ? state({ attempts_used: 2, recorded: { ...recorded, number: 2, score: 1 } }) : state({ attempts_used: 1, recorded })),
      [`POST ${DELIVERY}start/`]: () => ({ _id: 'at2', number: 2, preview: false, opens: 1, started_at: NOW, deadline: null, now: NOW, items: [ITEM], responses: {}, saved_at: null, hints_used: {}, hints: {}, confidence: {}, path: null }),
      [`PUT ${DELIVERY}attempt/`]: () => ({ saved_at: NOW }),
      [`POST ${DELIVERY}submit/`]: () => {
        submitted = true;
        return { _id: 'at2', number: 2, status: 'graded', submitted_at: NOW, late_seconds: 0, timed_out: false, score: 1, max_score: 1 };
      },
    });
    const opener = await screen.findByRole('button', { name: 'QuizMe: Quiz 1' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    const start = await within(dialog).findByRole('button', { name: 'Start a new attempt' });
    // The initial state: the earlier attempt's outcome, which the page shows, is not.
    expect(within(dialog).queryByText('Your score: 0 of 1')).toBeNull();
    expect(within(dialog).queryByText('Score recorded')).toBeNull();
    await userEvent.click(start);
    await userEvent.click(await within(dialog).findByLabelText('Paris'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const outcome = await within(dialog).findByText('You scored 1 out of 1');
    expect(outcome.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(within(dialog).getByText('Score recorded')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("opens in review on the latest attempt's review", async () => {
    show('review', {
      [`GET ${DELIVERY}`]: () => state({ state: 'review', can_start: false, attempts_used: 1, attempts_allowed: 1, recorded }),
      [`GET ${DELIVERY}review/`]: () => ({
        _id: 'at1',
        number: 1,
        submitted_at: NOW,
        late_seconds: 0,
        visible: { score: true, responses: true, correct_answers: true },
        score: 0,
        max_score: 1,
        status: 'graded',
        items: [{ ...ITEM, content: { ...ITEM.content, correct: 'b' } }],
        responses: { [ITEM.id]: 'a' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'QuizMe: Quiz 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    expect(await within(dialog).findByRole('heading', { name: 'Review of attempt 1' })).toBeTruthy();
    expect(within(dialog).getByText('Score: 0 of 1')).toBeTruthy();
  });
});
