import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { Button, ComponentHostContext, type ApiClient, type CourseMode, type HostedComponentProps, type WebSessionUser } from '@lms/sdk/web';
import { componentFixture, fakeApiClient, fakeComponentHost, renderInHost, type FakeApiHandler } from '@lms/sdk/testing/web';
import type { QuizMeQuiz, QuizMeState } from '../../../src/calls/quizMeCalls.ts';
import { QuizMeList } from '../../../src/web/quizMe/QuizMeList.tsx';
import AssessmentScreen from '../../../src/web/reports/AssessmentScreen.tsx';

const COURSE = '6d0000000000000000000c01';
const LESSON = '6d0000000000000000000a01';
const PAGE = '6d0000000000000000000e01';
const QUIZ = '6d00000000000000000000a1';
const QUIZ_2 = '6d00000000000000000000a2';
const viewer = { mongoId: '6d00000000000000000000b1', firstname: 'Ada', lastname: 'Lovelace' } as unknown as WebSessionUser;

const quiz = (component_id: string, title: string): QuizMeQuiz => ({ component_id, activity_id: `${component_id}-act`, title, lesson_id: LESSON, lesson_title: 'Numbers', lesson_number: 1, page_id: PAGE, max_score: 10 });

/**
 * The host's hosted View, as the assessment plugin honours `opening`: it shows
 * the state it was opened in and, on Finish, reports the score of 7 out of 10.
 */
const hostedProps: HostedComponentProps[] = [];
function FakeAssessment(props: HostedComponentProps) {
  hostedProps.push(props);
  return (
    <div>
      <p>{`${props.component.title} opened in ${props.opening?.state}`}</p>
      <Button type="button" onClick={() => props.opening?.onScored?.({ score: 7, max_score: 10 })}>
        Finish
      </Button>
    </div>
  );
}

function routes(state: QuizMeState, overrides: Record<string, FakeApiHandler> = {}): Record<string, FakeApiHandler> {
  return {
    [`GET insights/quizme/${COURSE}`]: () => ({ state, quizzes: [quiz(QUIZ, 'Quiz 1'), quiz(QUIZ_2, 'Quiz 2')] }),
    [`GET insights/quizme/${COURSE}?as=student`]: () => ({ state: 'initial', quizzes: [quiz(QUIZ, 'Quiz 1')] }),
    [`GET components/${COURSE}/${QUIZ}/`]: () => componentFixture('assessment', {}, { _id: QUIZ, course_id: COURSE, title: 'Quiz 1' }),
    [`GET components/${COURSE}/${QUIZ}/?as=student`]: () => componentFixture('assessment', {}, { _id: QUIZ, course_id: COURSE, title: 'Quiz 1' }),
    ...overrides,
  };
}

function show(node: React.ReactNode, state: QuizMeState, { mode = 'presentation', overrides = {} }: { mode?: CourseMode; overrides?: Record<string, FakeApiHandler> } = {}) {
  hostedProps.length = 0;
  const api = fakeApiClient(routes(state, overrides));
  const { host } = fakeComponentHost();
  const view = renderInHost(<ComponentHostContext.Provider value={{ ...host, Component: FakeAssessment }}>{node}</ComponentHostContext.Provider>, { api: api as ApiClient, viewer, mode });
  return { ...view, api };
}

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('QuizMe modal', () => {
  it("opens a student's quiz in the initial state in the kit's modal, with the assessment hosted at its place", async () => {
    show(<QuizMeList courseId={COURSE} />, 'initial');
    const section = await screen.findByRole('region', { name: 'QuizMe' });
    await within(section).findByRole('button', { name: 'QuizMe: Quiz 2' });
    await userEvent.click(within(section).getByRole('button', { name: 'QuizMe: Quiz 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    expect(await within(dialog).findByText('Quiz 1 opened in initial')).toBeTruthy();
    const props = hostedProps.at(-1)!;
    expect(props).toMatchObject({ lessonId: LESSON, pageId: PAGE, mode: 'presentation' });
    expect(props.component._id).toBe(QUIZ);
    // The kit's Modal: the focus starts on its action.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await violations(document.body)).toEqual([]);
  });

  it("says 'You scored X out of Y' when the quiz is finished, and takes the focus there", async () => {
    show(<QuizMeList courseId={COURSE} />, 'initial');
    await userEvent.click(await screen.findByRole('button', { name: 'QuizMe: Quiz 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    const outcome = within(dialog).getByRole('status');
    expect(outcome.textContent).toBe('');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Finish' }));
    expect(outcome.textContent).toBe('You scored 7 out of 10');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
  });

  it('opens and closes from the keyboard, the focus going back to the button that opened it', async () => {
    show(<QuizMeList courseId={COURSE} />, 'initial');
    const opener = await screen.findByRole('button', { name: 'QuizMe: Quiz 1' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    await within(dialog).findByRole('button', { name: 'Finish' });
    // Tab stays inside: Close, then the hosted quiz's own button, then Close again.
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Finish' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    // And with Close, by Space.
    await userEvent.keyboard(' ');
    const again = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    within(again).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('opens in review for a professor, from the assessment deep dive', async () => {
    show(<AssessmentScreen params={{ courseId: COURSE, assessmentId: QUIZ }} />, 'review', {
      overrides: {
        [`GET reports/assessments/${COURSE}/${QUIZ}`]: () => ({ students: 0, assessment: { activity_id: 'a', component_id: QUIZ, title: 'Quiz 1', max_score: 10, submitted: 0, average: null, median: null, histogram: [] }, percents: [] }),
        [`GET assessment/itemdetails/${COURSE}/${QUIZ}`]: () => ({ title: 'Quiz 1', items: [], attempts: 0 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'QuizMe: Quiz 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    expect(await within(dialog).findByText('Quiz 1 opened in review')).toBeTruthy();
  });

  it("asks as a student while the course is viewed as one: the students' list, opened in the initial state", async () => {
    const { api } = show(<QuizMeList courseId={COURSE} />, 'review', { mode: 'student' });
    await userEvent.click(await screen.findByRole('button', { name: 'QuizMe: Quiz 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    expect(await within(dialog).findByText('Quiz 1 opened in initial')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'QuizMe: Quiz 2' })).toBeNull();
    expect(api.get).toHaveBeenCalledWith(`components/${COURSE}/${QUIZ}/?as=student`);
  });

  it('says why the assessment cannot be shown', async () => {
    show(<QuizMeList courseId={COURSE} />, 'initial', {
      overrides: {
        [`GET components/${COURSE}/${QUIZ}/`]: () => {
          throw new Error('This component is not available.');
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'QuizMe: Quiz 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This component is not available.');
  });

  it('says when there is no quiz yet', async () => {
    show(<QuizMeList courseId={COURSE} />, 'initial', { overrides: { [`GET insights/quizme/${COURSE}`]: () => ({ state: 'initial', quizzes: [] }) } });
    expect(await screen.findByText('No quizzes yet.')).toBeTruthy();
  });
});

vi.setConfig({ testTimeout: 20_000 });
