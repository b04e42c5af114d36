import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError, gridCsv } from '@lms/sdk/web';
import { fakeApiClient, prepareChartEnvironment, resetChartEnvironment } from '@lms/sdk/testing/web';
import AssessmentDeepDiveScreen from '../../../src/web/reports/AssessmentDeepDiveScreen.tsx';
import AssessmentScreen from '../../../src/web/reports/AssessmentScreen.tsx';
import PerformanceReportScreen, { performanceColumns } from '../../../src/web/reports/PerformanceReportScreen.tsx';
import StudentDeepDiveScreen from '../../../src/web/reports/StudentDeepDiveScreen.tsx';
import StudentScreen from '../../../src/web/reports/StudentScreen.tsx';
import { reportsCourseMenu, reportsScreens } from '../../../src/web/reports/index.ts';
import { ADA, COURSE, histogram, QUIZ, renderScreen, violations } from './reportsFixture.tsx';

const QUIZ_FIGURES = { activity_id: 'a-quiz', component_id: QUIZ, title: 'Quiz 1', max_score: 10, submitted: 2, average: 70, median: 70, histogram: histogram([0, 0, 0, 0, 0, 1, 0, 0, 0, 1]) };

beforeEach(() => prepareChartEnvironment(390));
afterEach(() => resetChartEnvironment());

describe('reports course menu', () => {
  it("offers 'Reports' to professors, leading to the assessment deep dive; every report route has a screen", () => {
    expect(reportsCourseMenu).toEqual([expect.objectContaining({ route: 'assessment_deep_dive', label: 'Reports', for: 'professor' })]);
    expect(Object.keys(reportsScreens).sort()).toEqual(['assessment_deep_dive', 'assessment_deep_dive.assessment', 'performance_report', 'report_student_deepdive', 'report_student_deepdive.student']);
  });
});

describe('AssessmentDeepDiveScreen', () => {
  it('lists each assessment with its figures and histogram table, linking to its deep dive, and the other reports', async () => {
    const api = fakeApiClient({ [`GET reports/assessments/${COURSE}`]: () => ({ students: 3, assessments: [QUIZ_FIGURES] }) });
    const { container } = renderScreen(AssessmentDeepDiveScreen, { courseId: COURSE }, api);
    const link = await screen.findByRole('link', { name: 'Quiz 1' });
    expect(link.getAttribute('href')).toBe(`/${COURSE}/assessment-deep-dive/${QUIZ}`);
    expect(screen.getByText('2 of 3')).toBeTruthy();
    expect(screen.getAllByText('70%')).toHaveLength(2);
    const table = screen.getByRole('table', { name: /Scores on Quiz 1/ });
    expect(within(table).getByRole('rowheader', { name: '90-100%' }).closest('tr')?.textContent).toContain('1');
    const nav = screen.getByRole('navigation', { name: 'Reports' });
    expect(within(nav).getByRole('link', { name: 'Performance report' }).getAttribute('href')).toBe(`/${COURSE}/performance_report`);
    expect(within(nav).getByRole('link', { name: 'Assessment deep dive' }).getAttribute('aria-current')).toBe('page');
    expect(await violations(container)).toEqual([]);
  });

  it('says when the course has no assessments', async () => {
    renderScreen(AssessmentDeepDiveScreen, { courseId: COURSE }, fakeApiClient({ [`GET reports/assessments/${COURSE}`]: () => ({ students: 3, assessments: [] }) }));
    expect(await screen.findByText('This course has no assessments yet.')).toBeTruthy();
  });

  it('shows the server message when the call fails', async () => {
    const api = fakeApiClient({
      [`GET reports/assessments/${COURSE}`]: () => {
        throw new ApiError(403, 'access-denied', 'You do not have access to this course.');
      },
    });
    renderScreen(AssessmentDeepDiveScreen, { courseId: COURSE }, api);
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have access to this course.');
  });
});

describe('AssessmentScreen', () => {
  const routes = {
    [`GET reports/assessments/${COURSE}/${QUIZ}`]: () => ({ students: 3, assessment: QUIZ_FIGURES, percents: [50, 90] }),
    [`GET assessment/itemdetails/${COURSE}/${QUIZ}`]: () => ({
      title: 'Quiz 1',
      attempts: 2,
      items: [{ id: 'q1', title: 'Add fractions', type: 'multiple_choice', points: 5, answered: 2, correct: 1, partial: 0, incorrect: 1, unanswered: 0, pending_manual: 0, average_score: 2.5 }],
    }),
  };

  it("shows the distribution, each Question's share of correct answers and links to the assessment plugin's reports, by keyboard", async () => {
    const { container } = renderScreen(AssessmentScreen, { courseId: COURSE, assessmentId: QUIZ }, fakeApiClient(routes));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz 1' })).toBeTruthy();
    const question = await screen.findByRole('rowheader', { name: '1. Add fractions' });
    expect(question.closest('tr')?.textContent).toContain('1 (50%)');
    expect(question.closest('tr')?.textContent).toContain('2.5 of 5');
    expect(screen.getByRole('link', { name: 'Live progress' }).getAttribute('href')).toBe(`/${COURSE}/assessment-deep-dive/${QUIZ}/live-progress`);
    expect(screen.getByRole('link', { name: 'Item details report' }).getAttribute('href')).toBe(`/${COURSE}/assessment-deep-dive/${QUIZ}/items-detailed-report`);
    const user = userEvent.setup();
    const reached: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      reached.push(document.activeElement?.textContent ?? '');
    }
    expect(reached).toEqual(expect.arrayContaining(['All assessments', 'Live progress', 'Item details report']));
    expect(await violations(container)).toEqual([]);
  });

  it("says 'No submissions found' from the item report before anyone submitted", async () => {
    renderScreen(AssessmentScreen, { courseId: COURSE, assessmentId: QUIZ }, fakeApiClient({ ...routes, [`GET assessment/itemdetails/${COURSE}/${QUIZ}`]: () => ({ title: 'Quiz 1', attempts: 0, items: [], error: 'No submissions found' }) }));
    expect(await screen.findByText('No submissions found')).toBeTruthy();
  });
});

describe('StudentDeepDiveScreen and StudentScreen', () => {
  it('lists the students with minutes and last seen, each linking to their deep dive', async () => {
    const api = fakeApiClient({
      [`GET reports/students/${COURSE}`]: () => ({
        students: [
          { user_id: ADA, name: 'Ada Lovelace', percent: 64, engagement: 'struggling', engagement_explanation: 'Struggling: a score of 64% is under 70%.', minutes_past_week: 42, minutes_prior_week: 7, last_seen: '2026-11-20T10:00:00.000Z' },
          { user_id: 'b2', name: 'Bob Babbage', percent: null, engagement: 'disengaged', engagement_explanation: 'Disengaged: 0 min in the past week is under 30 min.', minutes_past_week: 0, minutes_prior_week: 0, last_seen: null },
        ],
      }),
    });
    const { container } = renderScreen(StudentDeepDiveScreen, { courseId: COURSE }, api);
    const ada = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(ada.getAttribute('href')).toBe(`/${COURSE}/report_student_deepdive/${ADA}`);
    const adaRow = ada.closest('tr')!;
    expect(adaRow.textContent).toContain('64%');
    expect(adaRow.textContent).toContain('42');
    const evidence = within(adaRow).getByText('Struggling');
    await userEvent.setup().click(evidence);
    expect(within(adaRow).getByText('Struggling: a score of 64% is under 70%.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Bob Babbage' }).closest('tr')?.textContent).toContain('Never');
    expect(await violations(container)).toEqual([]);
  });

  it("shows one student's activities with scores and attempts and minutes per week", async () => {
    const api = fakeApiClient({
      [`GET reports/students/${COURSE}/${ADA}`]: () => ({
        student: { user_id: ADA, name: 'Ada Lovelace', last_seen: null, percent: 90, engagement: 'disengaged', engagement_explanation: 'Disengaged: 20 min in the past week is under 30 min.' },
        activities: [
          { activity_id: 'a1', component_id: QUIZ, title: 'Quiz 1', type: 'assessment', score: 9, max_score: 10, percent: 90, attempts: 2, last_submitted: '2026-11-03T10:00:00.000Z', excused: false },
          { activity_id: 'a2', component_id: null, title: 'Participation', type: 'custom', score: null, max_score: 5, percent: null, attempts: 0, last_submitted: null, excused: true },
        ],
        weeks: [
          { week: '2026-11-09', minutes: 20 },
          { week: '2026-11-16', minutes: 35 },
        ],
      }),
    });
    const { container } = renderScreen(StudentScreen, { courseId: COURSE, student: ADA }, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Disengaged: 20 min in the past week is under 30 min.')).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('90%');
    expect(screen.getByRole('rowheader', { name: 'Quiz 1' }).closest('tr')?.textContent).toContain('9 of 10 (90%)2');
    expect(screen.getByRole('rowheader', { name: 'Participation' }).closest('tr')?.textContent).toContain('Excused');
    const weeks = screen.getByRole('table', { name: /Minutes on task per week/ });
    expect(within(weeks).getByRole('rowheader', { name: 'Week of 2026-11-16' }).closest('tr')?.textContent).toContain('35');
    expect(screen.getByRole('link', { name: 'All students' }).getAttribute('href')).toBe(`/${COURSE}/report_student_deepdive`);
    expect(await violations(container)).toEqual([]);
  });

  it('exports every row with its figures and the ten bucket counts as CSV', () => {
    const row = { id: 'a-quiz', title: 'Quiz 1', kind: 'activity' as const, type: 'assessment', group: 'Quizzes', submitted: 2, average: 70, median: 65, histogram: histogram([0, 0, 0, 0, 0, 1, 0, 0, 0, 1]) };
    const csv = gridCsv(performanceColumns, [row]).split(/\r?\n/);
    expect(csv[0]).toBe('Activity or group,Kind,Group,Scored,Average %,Median %,0-10%,10-20%,20-30%,30-40%,40-50%,50-60%,60-70%,70-80%,80-90%,90-100%');
    expect(csv[1]).toBe('Quiz 1,assessment,Quizzes,2,70,65,0,0,0,0,0,1,0,0,0,1');
  });
});

describe('PerformanceReportScreen', () => {
  it('shows per activity and per group the average, median and buckets, and charts the chosen row', async () => {
    const api = fakeApiClient({
      [`GET reports/performance/${COURSE}`]: () => ({
        students: 3,
        rows: [
          { id: 'a-quiz', title: 'Quiz 1', kind: 'activity', type: 'assessment', group: 'Quizzes', submitted: 2, average: 70, median: 70, histogram: histogram([0, 0, 0, 0, 0, 1, 0, 0, 0, 1]) },
          { id: 'g1', title: 'Quizzes', kind: 'group', type: 'rollup', group: null, submitted: 2, average: 68, median: 68, histogram: histogram([0, 0, 0, 0, 0, 1, 0, 0, 1, 0]) },
        ],
      }),
    });
    const { container } = renderScreen(PerformanceReportScreen, { courseId: COURSE }, api);
    const grid = await screen.findByRole('grid', { name: 'Performance per activity and group' });
    expect(within(grid).getAllByText('68%')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Distribution of'), 'Quizzes (group)');
    const table = screen.getByRole('table', { name: /Scores on Quizzes/ });
    expect(within(table).getByRole('rowheader', { name: '80-90%' }).closest('tr')?.textContent).toContain('1');
    expect(await violations(container)).toEqual([]);
  });

  it('exports every row with its figures and the ten bucket counts as CSV', () => {
    const row = { id: 'a-quiz', title: 'Quiz 1', kind: 'activity' as const, type: 'assessment', group: 'Quizzes', submitted: 2, average: 70, median: 65, histogram: histogram([0, 0, 0, 0, 0, 1, 0, 0, 0, 1]) };
    const csv = gridCsv(performanceColumns, [row]).split(/\r?\n/);
    expect(csv[0]).toBe('Activity or group,Kind,Group,Scored,Average %,Median %,0-10%,10-20%,20-30%,30-40%,40-50%,50-60%,60-70%,70-80%,80-90%,90-100%');
    expect(csv[1]).toBe('Quiz 1,assessment,Quizzes,2,70,65,0,0,0,0,0,1,0,0,0,1');
  });
});
