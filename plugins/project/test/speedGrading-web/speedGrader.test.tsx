import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import projectWeb from '../../src/web/index.tsx';
import { AXE, grade } from '../projectWebFixture.tsx';
import { ADA, BOB, BOB_GRADE, COMPONENT, COURSE, CY, EXIT_PATH, gradingRoutes, noSubmissions, projectOf, queue, QUEUE_PATH, renderGrader, RUBRIC, SAVE, screenPath, studentPath, submission } from './speedGradingFixture.tsx';

afterEach(() => window.localStorage.clear());

const criterion = (name: 'Content' | 'Style') => screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) });
const rating = (name: 'Content' | 'Style', level: 'Poor' | 'Fair' | 'Good') => within(criterion(name)).getByRole('radio', { name: new RegExp(`^${level}`) });
const checked = (name: 'Content' | 'Style') => within(criterion(name)).queryByRole('radio', { checked: true })?.querySelector('.lms-sg-rating__name')?.textContent ?? null;
const grading = () => screen.getByRole('complementary', { name: 'Grading' });
const saveButton = () => screen.getByRole('button', { name: 'Save and go to the next ungraded' });

async function openOn(student: string, routes = gradingRoutes()) {
  const view = renderGrader(routes, screenPath(student));
  await screen.findByRole('radiogroup', { name: /^Content/ });
  return view;
}

describe('opening the speed grader', () => {
  it('is the screen of both speed grading routes', () => {
    const screens = projectWeb.screens as Record<string, unknown>;
    expect(screens.speed_grading).toBeDefined();
    expect(screens['speed_grading.student']).toBe(screens.speed_grading);
  });

  it("says 'No submissions found' when the component has none submitted or graded", async () => {
    renderGrader(gradingRoutes({ [`GET ${QUEUE_PATH}`]: noSubmissions }));
    expect((await screen.findByRole('alert')).textContent).toBe('No submissions found');
    expect(screen.getByRole('link', { name: 'Exit speed grading' }).getAttribute('href')).toBe(EXIT_PATH);
  });

  it("says 'No submissions found' for a student whose project is not submitted (reopened meanwhile)", async () => {
    renderGrader(gradingRoutes({ [`GET ${studentPath(ADA)}`]: noSubmissions }), screenPath(ADA));
    expect((await screen.findByRole('alert')).textContent).toBe('No submissions found');
  });

  it('starts with the first ungraded student, shows their name and id with the form, and reads the next ones before they are asked for', async () => {
    const { api } = renderGrader(gradingRoutes({ [`GET ${QUEUE_PATH}`]: () => queue({ entries: [queue().entries[1]!, queue().entries[0]!, queue().entries[2]!] }) }));
    await screen.findByRole('radiogroup', { name: /^Content/ });
    expect(grading().textContent).toContain('Grading Ada Lovelace (student id 6f00000000000000000000a1)');
    expect(screen.getByRole('list', { name: "Artifacts of Ada Lovelace's project" })).toBeTruthy();
    // Ada is second of three: Cy (next, and next ungraded) is read already; Bob is before her.
    const reads = () => api.get.mock.calls.map(([path]) => path);
    await waitFor(() => expect(reads()).toContain(studentPath(CY)));
    expect(reads()).not.toContain(studentPath(BOB));
    expect(screen.getByText('2 of 3: Ada Lovelace')).toBeTruthy();
  });

  it('has no accessibility violations, with the rubric, the late policy and the plain score', async () => {
    const { container } = await openOn(ADA, gradingRoutes({
      [`GET ${QUEUE_PATH}`]: () => queue({ policy: { penalty: 10, per: 86400, max: 50 } }),
      [`GET ${studentPath(ADA)}`]: () => submission(ADA, null, { seconds_late: 3600, late_percent: 10 }),
    }));
    await screen.findByRole('region', { name: 'Late policy' });
    expect((await axe.run(container, AXE)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use rubric' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close grading panel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open grading panel' }));
    expect(screen.getByRole('textbox', { name: 'Score (out of 10)' })).toBeTruthy();
    expect((await axe.run(container, AXE)).violations).toEqual([]);
  });
});

describe('scores belong to one student', () => {
  it('never carries ratings, score or feedback to the next student', async () => {
    const { navigations } = await openOn(ADA);
    await userEvent.click(rating('Content', 'Good'));
    await userEvent.click(rating('Style', 'Poor'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Nice start');
    expect(screen.getByText('Total: 6 / 10')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next student' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave without saving' }));
    expect(navigations).toEqual([screenPath(BOB)]);
    // Bob shows his own saved grade, nothing of Ada's.
    await waitFor(() => expect(grading().textContent).toContain('Grading Bob Babbage'));
    expect([checked('Content'), checked('Style')]).toEqual(['Good', 'Fair']);
    expect((screen.getByRole('textbox', { name: 'Feedback' }) as HTMLTextAreaElement).value).toBe('Well argued.');

    await userEvent.click(screen.getByRole('button', { name: 'Next student' }));
    await waitFor(() => expect(grading().textContent).toContain('Grading Cy Young'));
    expect([checked('Content'), checked('Style')]).toEqual([null, null]);
    expect(screen.getByText('Total: – / 10')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Feedback' }) as HTMLTextAreaElement).value).toBe('');

    // And back: Ada's unsaved ratings were left behind, not kept for her either.
    await userEvent.click(screen.getByRole('button', { name: 'Previous student' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous student' }));
    await waitFor(() => expect(grading().textContent).toContain('Grading Ada Lovelace'));
    expect([checked('Content'), checked('Style')]).toEqual([null, null]);
  });

  it('saves to the student and project the form was opened on, then moves to the next ungraded student', async () => {
    const saved: unknown[] = [];
    const { navigations } = await openOn(ADA, gradingRoutes({
      [SAVE]: (body) => {
        saved.push(body);
        return { data: { grades: [{ student_id: ADA }] }, grade: grade({ grade: 8, criteria: { content: 5, style: 3 }, rubric_id: RUBRIC._id, revision: 1 }) };
      },
    }));
    await userEvent.click(rating('Content', 'Good'));
    await userEvent.click(saveButton());
    expect(screen.getByRole('alert').textContent).toBe('Choose a rating for every criterion.');
    expect(saved).toEqual([]);

    await userEvent.click(rating('Style', 'Fair'));
    await userEvent.type(within(screen.getByRole('list', { name: /^Artifacts of Ada/ })).getByRole('textbox', { name: 'Text grade: Essay of Ada Lovelace' }), 'Clear');
    await userEvent.click(saveButton());
    await waitFor(() => expect(navigations).toEqual([screenPath(CY)]));
    expect(saved).toEqual([
      expect.objectContaining({ student_id: ADA, project_id: projectOf(ADA), course_id: COURSE, component_id: COMPONENT, revision: 0, type: 'rubric', grade: 8, max_score: 10, criteria: { content: 5, style: 3 }, rubric_id: RUBRIC._id, apply_policy: false }),
    ]);
    expect(Object.values((saved[0] as { text_grades: Record<string, string> }).text_grades)).toEqual(['Clear']);
    // Bob (graded) was skipped; Cy's form starts blank, without the unsaved-changes question.
    await waitFor(() => expect(grading().textContent).toContain('Grading Cy Young'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect([checked('Content'), checked('Style')]).toEqual([null, null]);
    // The keyboard grader goes on at Cy's first rating.
    expect(criterion('Content').contains(document.activeElement)).toBe(true);
  });
});

describe('leaving with unsaved changes', () => {
  it('asks before exit and before previous/next, and staying keeps the work', async () => {
    const { navigations } = await openOn(ADA);
    await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Half written');
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    const question = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    expect(navigations).toEqual([]);
    expect((screen.getByRole('textbox', { name: 'Feedback' }) as HTMLTextAreaElement).value).toBe('Half written');

    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave without saving' }));
    expect(navigations).toEqual([EXIT_PATH]);
  });

  it('lets the grader go without asking when nothing changed', async () => {
    const { navigations } = await openOn(ADA);
    await userEvent.click(screen.getByRole('button', { name: 'Next student' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(navigations).toEqual([screenPath(BOB)]);
    // Read before it was asked for: Bob shows at once, without loading.
    expect(grading().textContent).toContain('Grading Bob Babbage');
  });
});
