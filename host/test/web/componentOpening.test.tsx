import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { defineWebPlugin, type ComponentViewProps } from '@lms/sdk/web';
// The QuizMe modal (insights) is the host's user of `opening`: a real plugin's screen.
import insightsWeb from '../../../plugins/insights/src/web/index.tsx';
import { component, COURSE_ID, INSTRUCTOR, LESSON_1, OUTLINE, PAGE_1 } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

const QUIZ = '6b01345d00000000000000c1';

/** A scored type that shows the `opening` the host handed its View and reports a score on Finish. */
function ScoredView({ opening, professorView, lessonId, pageId }: ComponentViewProps) {
  return (
    <div>
      <p data-testid="scored-view">{`state ${opening?.state ?? 'none'}, professor ${professorView}, at ${lessonId}/${pageId}`}</p>
      <button type="button" onClick={() => opening?.onScored?.({ score: 3, max_score: 4 })}>
        Finish
      </button>
    </div>
  );
}
const scoredPlugin = defineWebPlugin({ id: 'test-scored', components: { scored: { View: ScoredView, Editor: () => null } } });

const quiz = component({ _id: QUIZ, type: 'scored', plugin: 'test-scored', title: 'Quiz 1', config: {} });

describe("the host hands a container's opening to the hosted View (ComponentOpening)", () => {
  afterEach(resetBrowserState);

  it("QuizMe from an assessment's deep dive: the View opens in review for a professor, and its score reaches the modal", async () => {
    renderApp({
      path: `/${COURSE_ID}/assessment-deep-dive/${QUIZ}`,
      user: INSTRUCTOR,
      manifests: [scoredPlugin, insightsWeb],
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
        [`GET /server/insights/quizme/${COURSE_ID}`]: {
          body: { state: 'review', quizzes: [{ component_id: QUIZ, activity_id: 'a1', title: 'Quiz 1', lesson_id: LESSON_1, lesson_title: 'Numbers', lesson_number: 1, page_id: PAGE_1, max_score: 4 }] },
        },
        [`GET /server/components/${COURSE_ID}/${QUIZ}/`]: { body: quiz },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'QuizMe: Quiz 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'QuizMe: Quiz 1' });
    expect((await within(dialog).findByTestId('scored-view')).textContent).toBe(`state review, professor true, at ${LESSON_1}/${PAGE_1}`);
    // The host's frame titles it, as on a page.
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Quiz 1' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(within(dialog).getByRole('status').textContent).toBe('You scored 3 out of 4');
  });
});
