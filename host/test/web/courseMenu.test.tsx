import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ROUTE_TABLE, defineWebPlugin, pluginRoute, type CourseMenuEntry, type CourseMode, type RouteEntry, type RouteScreenProps, type ScreenProps } from '@lms/sdk/web';
import { SHELL_COURSE_MENU } from '../../web/src/course/menu/shellCourseMenu.ts';
import { visibleCourseMenu, type CourseMenuContext } from '../../web/src/course/menu/visibleCourseMenu.ts';
import { rightsFromRole } from '../../web/src/course/courseModeRules.ts';
import { ASSISTANT, COURSE_ID, INSTRUCTOR, OUTLINE, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

afterEach(resetBrowserState);

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none: contrast is the journeys'). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const decksRoute = pluginRoute('flashcards.decks', '/:courseId/decks', 'user');
const PLUGIN_MENU: CourseMenuEntry[] = [
  { route: 'questions', label: 'Question bank', for: 'professor', order: 40 },
  { route: 'notes', label: 'Notes', for: 'student', order: 30 },
  { route: 'flashcards.decks', label: 'Flashcards', for: 'everyone', order: 20 },
  { route: 'gradebook', label: 'Grades', for: 'student', order: 10 },
];
const SCREENS = new Set(['course', 'course_settings', 'enrollments', 'questions', 'notes', 'flashcards.decks', 'ongoing_courses.students', 'ongoing_courses.course']);
const routes = new Map<string, RouteEntry>([...ROUTE_TABLE, decksRoute].map((entry) => [entry.name, entry]));

const menuFor = (role: 'student' | 'instructor' | 'assistant', mode: CourseMode, over: Partial<CourseMenuContext> = {}) =>
  visibleCourseMenu([...SHELL_COURSE_MENU, ...PLUGIN_MENU], {
    courseId: COURSE_ID,
    user: role === 'student' ? STUDENT : role === 'instructor' ? INSTRUCTOR : ASSISTANT,
    mode,
    rights: rightsFromRole(role, false, true),
    routeName: 'course',
    route: (name) => routes.get(name),
    hasScreen: (name) => SCREENS.has(name),
    redesign: false,
    ...over,
  });
const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('the course menu for each role and mode', () => {
  it("gives students the course's pages, never the instructor's tools, and no entry whose screen is missing (Grades)", () => {
    expect(labels(menuFor('student', 'presentation'))).toEqual(['Home', 'Flashcards', 'Notes']);
  });

  it("gives instructors their tools in Instructor View and Author Mode, and the students' menu in student mode", () => {
    expect(labels(menuFor('instructor', 'presentation'))).toEqual(['Home', 'Flashcards', 'Question bank', 'Enrollments', 'Course settings']);
    expect(menuFor('instructor', 'edit')[0]?.href).toBe(`/${COURSE_ID}/edit`);
    expect(labels(menuFor('instructor', 'student'))).toEqual(['Home', 'Flashcards', 'Notes']);
  });

  it('leaves course settings out for assistants (they may not edit the course)', () => {
    expect(labels(menuFor('assistant', 'presentation'))).toEqual(['Home', 'Flashcards', 'Question bank', 'Enrollments']);
  });

  it('leaves the manager tools (activity settings, rollups) out for professors without manager rights (part 3 §6)', () => {
    const entries: CourseMenuEntry[] = [{ route: 'activity_settings', label: 'Activity settings', for: 'professor', order: 45 }];
    const context = (manage: boolean): CourseMenuContext => ({
      courseId: COURSE_ID,
      user: ASSISTANT,
      mode: 'presentation',
      rights: rightsFromRole('assistant', false, manage),
      routeName: 'course',
      route: (name) => routes.get(name),
      hasScreen: (name) => name === 'activity_settings',
      redesign: false,
    });
    expect(labels(visibleCourseMenu(entries, context(true)))).toEqual(['Activity settings']);
    expect(labels(visibleCourseMenu(entries, context(false)))).toEqual([]);
  });

  it("leaves entries for managers (Rubrics) out for professors without manager rights, as a 'manage' route", () => {
    const entries: CourseMenuEntry[] = [
      { route: 'rubrics_manager', label: 'Rubrics', for: 'manager', order: 67 },
      { route: 'questions', label: 'Question bank', for: 'professor', order: 40 },
    ];
    const context = (role: 'student' | 'assistant', manage: boolean, mode: CourseMode = 'presentation'): CourseMenuContext => ({
      courseId: COURSE_ID,
      user: role === 'student' ? STUDENT : ASSISTANT,
      mode,
      rights: rightsFromRole(role, false, manage),
      routeName: 'course',
      route: (name) => routes.get(name),
      hasScreen: (name) => name === 'rubrics_manager' || name === 'questions',
      redesign: false,
    });
    expect(labels(visibleCourseMenu(entries, context('assistant', true)))).toEqual(['Question bank', 'Rubrics']);
    expect(labels(visibleCourseMenu(entries, context('assistant', false)))).toEqual(['Question bank']);
    // A manager's tool is a professor's tool: never in student mode, never to students.
    expect(labels(visibleCourseMenu(entries, context('assistant', true, 'student')))).toEqual([]);
    expect(labels(visibleCourseMenu(entries, context('student', false)))).toEqual([]);
  });

  it('offers the roster and the ongoing course only with the program-management redesign on', () => {
    expect(labels(menuFor('instructor', 'presentation', { redesign: true }))).toEqual(['Home', 'Flashcards', 'Question bank', 'Enrollments', 'Roster', 'Ongoing course', 'Course settings']);
  });

  it("fills each route with the course and marks the screen shown now, or the entry above it", () => {
    const onBank = menuFor('instructor', 'presentation', { routeName: 'questions.item' });
    expect(onBank.map((link) => [link.href, link.current])).toEqual([
      [`/${COURSE_ID}`, false],
      [`/${COURSE_ID}/decks`, false],
      [`/${COURSE_ID}/questions`, true],
      [`/${COURSE_ID}/enrollments`, false],
      [`/${COURSE_ID}/course_settings`, false],
    ]);
  });
});

describe('the course menu in the shell', () => {
  const QuestionsScreen = ({ params }: ScreenProps<'questions'>) => <h1>Questions of {params.courseId}</h1>;
  const DecksScreen = ({ params }: RouteScreenProps<typeof decksRoute>) => <h1>Decks of {params.courseId}</h1>;
  const plugin = defineWebPlugin({
    id: 'flashcards',
    routes: [decksRoute],
    screens: { questions: QuestionsScreen, notes: () => <h1>Notes</h1>, 'flashcards.decks': DecksScreen },
    courseMenu: PLUGIN_MENU,
  });
  const inCourse = (path: string, role: 'student' | 'instructor') =>
    renderApp({
      path,
      user: role === 'student' ? STUDENT : INSTRUCTOR,
      manifests: [plugin],
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
        [`GET /server/courses/${COURSE_ID}/settings/`]: { status: 404, body: { errno: 'not-found', error: 'Not found' } },
      },
    });

  it('shows instructors a Course landmark with their tools, the current one marked, and breadcrumbs back to the course on a tool', async () => {
    inCourse(`/${COURSE_ID}/questions`, 'instructor');
    const menu = await screen.findByRole('navigation', { name: 'Course' });
    const link = (name: string) => within(menu).getByRole('link', { name });
    expect(within(menu).getAllByRole('link').map((element) => element.textContent)).toEqual(['Home', 'Flashcards', 'Question bank', 'Enrollments', 'Course settings']);
    expect(link('Question bank').getAttribute('aria-current')).toBe('page');
    expect(link('Home').getAttribute('aria-current')).toBeNull();
    expect(link('Course settings').getAttribute('href')).toBe(`/${COURSE_ID}/course_settings`);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Demo Course' }).getAttribute('href')).toBe(`/${COURSE_ID}`);
    expect(within(crumbs).getByText('Question bank').getAttribute('aria-current')).toBe('page');
    expect(await violations(document.body)).toEqual([]);
  });

  it("shows students their course's pages, a plugin's own route among them", async () => {
    inCourse(`/${COURSE_ID}/decks`, 'student');
    expect(await screen.findByRole('heading', { level: 1, name: `Decks of ${COURSE_ID}` })).toBeTruthy();
    const menu = await screen.findByRole('navigation', { name: 'Course' });
    expect(within(menu).getAllByRole('link').map((element) => element.textContent)).toEqual(['Home', 'Flashcards', 'Notes']);
    expect(within(menu).getByRole('link', { name: 'Flashcards' }).getAttribute('aria-current')).toBe('page');
  });

  it("stays off screens about a course that are not the course's own (come back later)", async () => {
    const { server } = inCourse(`/comebacklater/${COURSE_ID}/2030-01-01`, 'student');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    // Once the reader's courses (their role in this one) are in, the menu would show.
    await waitFor(() => expect(server.calls.some((call) => call.path === '/server/courses/')).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('navigation', { name: 'Course' })).toBeNull();
  });

  it('follows the course mode: an instructor viewing as a student gets the students\' menu', async () => {
    const { shell } = inCourse(`/${COURSE_ID}`, 'instructor');
    await screen.findByRole('link', { name: 'Question bank' });
    act(() => shell.courseModes.set(COURSE_ID, 'student'));
    expect(await screen.findByRole('link', { name: 'Notes' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Question bank' })).toBeNull();
  });

  it("leaves out an entry whose own useShown hook says no here (the calendar in a course with use_calendar off)", async () => {
    const hiding = defineWebPlugin({
      id: 'flashcards',
      routes: [decksRoute],
      screens: { 'flashcards.decks': DecksScreen, notes: () => <h1>Notes</h1> },
      courseMenu: [
        { route: 'flashcards.decks', label: 'Flashcards', for: 'everyone', order: 20, useShown: () => false },
        { route: 'notes', label: 'Notes', for: 'student', order: 30, useShown: () => true },
      ],
    });
    renderApp({
      path: `/${COURSE_ID}`,
      user: STUDENT,
      manifests: [hiding],
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student' }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
      },
    });
    const menu = await screen.findByRole('navigation', { name: 'Course' });
    expect(within(menu).getAllByRole('link').map((element) => element.textContent)).toEqual(['Home', 'Notes']);
  });

  it('moves into the More menu on a narrow screen (390 px)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)', addEventListener: () => undefined, removeEventListener: () => undefined }));
    try {
      inCourse(`/${COURSE_ID}/questions`, 'instructor');
      await userEvent.click(await screen.findByRole('button', { name: 'More' }));
      const menu = screen.getByRole('navigation', { name: 'Course' });
      expect(menu.closest('header')).not.toBeNull();
      expect(within(menu).getByRole('link', { name: 'Question bank' }).getAttribute('aria-current')).toBe('page');
      expect(within(menu).getByRole('link', { name: 'Course settings' })).toBeTruthy();
      expect(await violations(document.body)).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
