import type { ReactNode } from 'react';
import axe from 'axe-core';
import { ComponentHostContext, type ApiClient, type WebSessionUser } from '@lms/sdk/web';
import { fakeApiClient, fakeComponentHost, renderInHost, type FakeApiHandler } from '@lms/sdk/testing/web';

export const COURSE = '6d0000000000000000000c01';
export const LESSON_1 = '6d0000000000000000000a01';
export const LESSON_2 = '6d0000000000000000000a02';

export const professor = { mongoId: '6d00000000000000000000f1', firstname: 'Pat', lastname: 'Prof' } as unknown as WebSessionUser;

export function renderTiles(node: ReactNode, routes: Record<string, FakeApiHandler>) {
  const api = fakeApiClient(routes);
  const { host, navigations } = fakeComponentHost();
  return { ...renderInHost(<ComponentHostContext.Provider value={host}>{node}</ComponentHostContext.Provider>, { api: api as ApiClient, viewer: professor }), api, navigations };
}

export async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const weeks = { current: { from: '2030-03-07', to: '2030-03-14' }, prior: { from: '2030-02-28', to: '2030-03-07' } };
const tile = (count: number, prior: number, trend: '+' | '-' | '=', percent: number) => ({ count, prior, trend, percent, mins: 70, priormins: 10 });

export const loggedIn = {
  weeks,
  student_times: [
    { _id: '6d00000000000000000000b1', name: 'Bob Babbage', mins: 10, priormins: 0, logins: 0, last_login: null },
    { _id: '6d00000000000000000000a1', name: 'Ada Lovelace', mins: 60, priormins: 10, logins: 2, last_login: '2030-03-12T08:58:00.000Z' },
  ],
  lesson_times: [
    { lesson_id: LESSON_1, lessonName: 'Numbers', index: 1, mins: 20, priormins: 10 },
    { lesson_id: LESSON_2, lessonName: 'Shapes', index: 2, mins: 50, priormins: 0 },
  ],
  trenddict: tile(1, 1, '=', 50),
  trendmindict: tile(35, 5, '+', 100),
  engagement: { engaged: 1, struggling: 0, disengaged: 1, percent: 50 },
  popular: [{ lesson_id: LESSON_1, page_id: '6d0000000000000000000e01', title: 'Numbers: Counting', link: `/${COURSE}/${LESSON_1}/6d0000000000000000000e01`, visits: 4, students: 2 }],
};

export const notes = { weeks, tile: tile(2, 1, '+', 50), lesson: { lesson_id: LESSON_2, lessonName: 'Shapes', count: 3 }, prior_lesson: { lesson_id: LESSON_1, lessonName: 'Numbers', count: 5 }, per_student: 1 };
export const boards = {
  weeks,
  tile: tile(1, 2, '-', 50),
  per_student: 0.5,
  boards: [{ component_id: '6d0000000000000000000b01', title: 'Shapes talk', posts: 3, hidden: 1, per_student: 1.5 }],
  priors: [],
};
export const submissions = {
  weeks,
  tile: tile(3, 1, '+', 100),
  histogram: Array.from({ length: 10 }, (_, index) => ({ from: index * 10, to: index * 10 + 10, label: `${index * 10}-${index * 10 + 10}%`, count: index === 9 ? 2 : 0 })),
  items: [{ activity_id: '6d0000000000000000000d01', title: 'Counting quiz', lessonName: 'Numbers', count: 3, prior: 0, students: 2, average: 95 }],
};

const alert = (user: string, name: string, reason: string, message: string) => ({
  user,
  name,
  reason,
  message,
  time: '2030-03-11T09:00:00.000Z',
  activity_id: null,
  evidence: { rule: 'Under 30 minutes on task in the past week', numbers: { minutes_past_week: 10 } },
});
export const alerts = {
  alerts: [alert('6d00000000000000000000b1', 'Bob Babbage', 'inactivity', 'No activity for 7 days.'), alert('6d00000000000000000000b1', 'Bob Babbage', 'missed-due-date', 'Missed Counting quiz.')],
  prioralerts: [alert('6d00000000000000000000a1', 'Ada Lovelace', 'inactivity', 'No activity for 7 days.')],
  week_start: '2030-03-11T08:01:00.000Z',
  prior_week_start: '2030-03-04T08:01:00.000Z',
};

export const tileRoutes = (): Record<string, FakeApiHandler> => ({
  [`GET courses/${COURSE}/`]: () => ({ _id: COURSE, title: 'Tiles course', startDate: '2030-01-07T00:00:00.000Z' }),
  [`GET stats/alerts/${COURSE}/2030-01-07/course`]: () => alerts,
  [`GET stats/loggedin/${COURSE}/course`]: () => loggedIn,
  [`GET stats/notes/${COURSE}/${LESSON_2}/${LESSON_1}`]: () => notes,
  [`GET stats/boards/${COURSE}/${LESSON_2}/${LESSON_1}`]: () => boards,
  [`GET stats/submissions/${COURSE}`]: () => submissions,
});
