import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { defineWebPlugin, ROUTE_TABLE, type CourseRole, type WebSessionUser } from '@lms/sdk/web';
import gradebookWeb from '../../../plugins/gradebook/src/web/index.tsx';
import { rightsFromRole } from '../../web/src/course/courseModeRules.ts';
import { courseToolRedirect, redesignAccess, type CourseToolViewer } from '../../web/src/course/courseToolAccess.ts';
import { DEFAULT_LABEL_BUNDLE } from '@lms/theme-kit';
import { ASSISTANT, COURSE_ID, INSTRUCTOR, OUTLINE, PROGRAM_ADMIN, SITE_ADMIN, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

const at = (tool: string) => `/${COURSE_ID}/${tool}`;
const ROOT = `/${COURSE_ID}`;

const viewer = (role: CourseRole | undefined, mode: CourseToolViewer['mode'] = 'presentation', siteAdministrator = false, manage = role !== 'student'): CourseToolViewer => ({
  rights: rightsFromRole(role, siteAdministrator, manage),
  member: role !== undefined || siteAdministrator,
  mode,
});

describe('course tool redirects (part 3 §6, part 1 §2)', () => {
  it('sends non-instructors reaching the instructor gradebook to the insights gradebook, and from the other instructor tools to the course root', () => {
    const student = viewer('student');
    expect(courseToolRedirect('reports.grades', 'professor', student, COURSE_ID)).toBe(at('insights/gradebook'));
    expect(courseToolRedirect('reports.grades_new', 'professor', student, COURSE_ID)).toBe(at('insights/gradebook'));
    expect(courseToolRedirect('grading_center', 'professor', student, COURSE_ID)).toBe(ROOT);
    expect(courseToolRedirect('board_grades', 'professor', student, COURSE_ID)).toBe(ROOT);
    expect(courseToolRedirect('activity_settings', 'professor', student, COURSE_ID)).toBe(ROOT);
  });

  it('lets students open their own gradebooks, insights and drilldown', () => {
    for (const tool of ['gradebook', 'insights.gradebook', 'insights', 'drilldown']) expect(courseToolRedirect(tool, 'user', viewer('student'), COURSE_ID)).toBeNull();
  });

  it('sends users with no view of the course to their course list', () => {
    expect(courseToolRedirect('gradebook', 'user', viewer(undefined), COURSE_ID)).toBe('/list');
    expect(courseToolRedirect('reports.grades', 'professor', viewer(undefined), COURSE_ID)).toBe('/list');
  });

  it('gives a professor in student mode the student twin, and the course root for tools students do not have', () => {
    const professor = viewer('instructor', 'student');
    expect(courseToolRedirect('reports.grades', 'professor', professor, COURSE_ID)).toBe(at('gradebook'));
    expect(courseToolRedirect('drilldown', 'user', professor, COURSE_ID)).toBe(at('gradebook'));
    expect(courseToolRedirect('grading_center', 'professor', professor, COURSE_ID)).toBe(ROOT);
    expect(courseToolRedirect('board_grades', 'professor', viewer('assistant', 'student'), COURSE_ID)).toBe(ROOT);
    expect(courseToolRedirect('gradebook', 'user', professor, COURSE_ID)).toBeNull();
  });

  it("lets a professor in Instructor View or Author Mode open a student's drilldown (an alert's link)", () => {
    for (const mode of ['presentation', 'edit'] as const) expect(courseToolRedirect('drilldown.student', 'user', viewer('instructor', mode), COURSE_ID)).toBeNull();
  });

  it('gives a professor in Instructor View or Author Mode the instructor gradebook for the student one', () => {
    for (const mode of ['presentation', 'edit'] as const) {
      expect(courseToolRedirect('gradebook', 'user', viewer('instructor', mode), COURSE_ID)).toBe(at('reports/grades_new'));
      expect(courseToolRedirect('insights.gradebook', 'user', viewer('instructor', mode), COURSE_ID)).toBe(at('reports/grades_new'));
      expect(courseToolRedirect('reports.grades', 'professor', viewer('instructor', mode), COURSE_ID)).toBeNull();
    }
    expect(courseToolRedirect('grading_center', 'professor', viewer(undefined, 'presentation', true), COURSE_ID)).toBeNull();
  });

  // The activity order is the gradebook's set-up beside its rollups: its calls need course:manage, so its screen does too.
  describe('manager tools (part 3 §6: activity settings and rollup pages; the activity order with them)', () => {
    const MANAGER_TOOLS = [
      'activity_settings',
      'activity_settings_new',
      'program.activity_settings',
      'rollupmanager',
      'rollupmanager_new',
      'program.rollupmanager_new',
      'activity_reorder',
      'program.activity_reorder',
    ] as const;

    it('are the route table’s manage routes', () => {
      expect(ROUTE_TABLE.filter((entry) => entry.access === 'manage').map((entry) => entry.name).sort()).toEqual([...MANAGER_TOOLS].sort());
    });

    it('send an assistant without manager rights to the list default, in Instructor View and Author Mode', () => {
      for (const tool of MANAGER_TOOLS) {
        for (const mode of ['presentation', 'edit'] as const) expect(courseToolRedirect(tool, 'manage', viewer('assistant', mode, false, false), COURSE_ID)).toBe('/list');
      }
    });

    it('open for instructors, assistants with manager rights (program administrators among them: the server says manage) and site administrators', () => {
      for (const tool of MANAGER_TOOLS) {
        expect(courseToolRedirect(tool, 'manage', viewer('instructor'), COURSE_ID)).toBeNull();
        expect(courseToolRedirect(tool, 'manage', viewer('assistant'), COURSE_ID)).toBeNull();
        expect(courseToolRedirect(tool, 'manage', viewer(undefined, 'presentation', true, false), COURSE_ID)).toBeNull();
      }
    });

    it('leave other professor tools open to an assistant without manager rights', () => {
      expect(courseToolRedirect('grading_center', 'professor', viewer('assistant', 'presentation', false, false), COURSE_ID)).toBeNull();
      expect(courseToolRedirect('late_work_manager', 'professor', viewer('assistant', 'presentation', false, false), COURSE_ID)).toBeNull();
    });

    it('send students to the course root, and professors in student mode too (the tool does not exist there)', () => {
      expect(courseToolRedirect('rollupmanager', 'manage', viewer('student'), COURSE_ID)).toBe(ROOT);
      expect(courseToolRedirect('rollupmanager', 'manage', viewer('instructor', 'student'), COURSE_ID)).toBe(ROOT);
      expect(courseToolRedirect('activity_settings', 'manage', viewer('assistant', 'student', false, false), COURSE_ID)).toBe(ROOT);
    });
  });
});

/** Screens for the gradebook's routes, as the gradebook plugin gives them, each saying which it is. */
const gradebookScreens = defineWebPlugin({
  id: 'test-gradebook',
  screens: {
    gradebook: () => <h1>Student gradebook</h1>,
    'insights.gradebook': () => <h1>Insights gradebook</h1>,
    'reports.grades': () => <h1>Instructor gradebook</h1>,
    'reports.grades_new': () => <h1>Instructor gradebook (new)</h1>,
    grading_center: () => <h1>Grading center</h1>,
    board_grades: () => <h1>Board grades</h1>,
  },
});

/** A screen for the activity settings route (a manager tool). */
const managerScreens = defineWebPlugin({ id: 'test-manager-tools', screens: { activity_settings: () => <h1>Activity settings</h1> } });

describe('course tool redirects in the shell', () => {
  afterEach(resetBrowserState);

  const open = (user: WebSessionUser, role: CourseRole | null, path: string) =>
    renderApp({
      path,
      user,
      manifests: [gradebookScreens],
      routes: {
        'GET /server/courses/': { body: { courses: role ? [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role }] : [] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
        [`GET /server/courses/${COURSE_ID}/?as=student`]: { body: OUTLINE },
      },
    });

  it('sends a student from the instructor gradebook to the insights gradebook, replacing the address', async () => {
    const { router } = open(STUDENT, 'student', at('reports/grades'));
    expect(await screen.findByRole('heading', { name: 'Insights gradebook' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(at('insights/gradebook'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a student from the grading center and board grades to the course root', async () => {
    const { router } = open(STUDENT, 'student', at('grading_center'));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROOT));
    expect(screen.queryByRole('heading', { name: 'Grading center' })).toBeNull();
  });

  it('shows a student their gradebook', async () => {
    const { router } = open(STUDENT, 'student', at('gradebook'));
    expect(await screen.findByRole('heading', { name: 'Student gradebook' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(at('gradebook'));
  });

  it('sends someone with no view of the course to their course list', async () => {
    const { router } = open(STUDENT, null, at('gradebook'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('gives an instructor in Instructor View the instructor gradebook for the student one', async () => {
    const { router } = open(INSTRUCTOR, 'instructor', at('gradebook'));
    expect(await screen.findByRole('heading', { name: 'Instructor gradebook (new)' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(at('reports/grades_new'));
  });

  it('gives an assistant in Student View the student gradebook for the instructor one, and the course root for board grades', async () => {
    window.sessionStorage.setItem(`lms_course_mode:${COURSE_ID}`, 'student');
    const { router, unmount } = open(ASSISTANT, 'assistant', at('reports/grades'));
    expect(await screen.findByRole('heading', { name: 'Student gradebook' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(at('gradebook'));
    unmount();
    const again = open(ASSISTANT, 'assistant', at('board_grades'));
    await waitFor(() => expect(again.router.state.location.pathname).toBe(ROOT));
  });

  it('rewrites the instructor gradebook when an instructor switches to Student View, and back to grades_new in Instructor View', async () => {
    const { router } = open(INSTRUCTOR, 'instructor', at('reports/grades'));
    expect(await screen.findByRole('heading', { name: 'Instructor gradebook' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'View: Instructor View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Student View' }));
    expect(await screen.findByRole('heading', { name: 'Student gradebook' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(at('gradebook'));
    await userEvent.click(screen.getByRole('button', { name: 'View: Student View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Instructor View' }));
    expect(await screen.findByRole('heading', { name: 'Instructor gradebook (new)' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(at('reports/grades_new'));
  });

  it('sends an assistant without manager rights from activity settings to the list default, and lets one with them in', async () => {
    const open = (manage: boolean) =>
      renderApp({
        path: at('activity_settings'),
        user: ASSISTANT,
        manifests: [managerScreens],
        routes: {
          'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'assistant', manage }] } },
          [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
        },
      });
    const refused = open(false);
    await waitFor(() => expect(refused.router.state.location.pathname).toBe('/list'));
    expect(refused.router.state.historyAction).toBe('REPLACE');
    refused.unmount();
    resetBrowserState();
    open(true);
    expect(await screen.findByRole('heading', { name: 'Activity settings' })).toBeTruthy();
  });

  it('lets a site administrator open the grading center of any course', async () => {
    open(SITE_ADMIN, null, at('grading_center'));
    expect(await screen.findByRole('heading', { name: 'Grading center' })).toBeTruthy();
  });
});

describe('the redesign: canViewCourse and canEditCalendar decide access (part 3 §6)', () => {
  afterEach(resetBrowserState);
  const REDESIGN = { flags: { ...DEFAULT_LABEL_BUNDLE.flags, program_management_redesign: true } };

  it('takes the view of the course and the manager rights from the server, whatever the course list says', () => {
    const outsider = { rights: rightsFromRole(undefined, false, false), member: false };
    const programAdministrator = redesignAccess(outsider, { canViewCourse: true, canEditCalendar: true });
    expect(programAdministrator).toEqual({ member: true, rights: { professor: true, edit: false, manage: true } });
    expect(courseToolRedirect('activity_settings', 'manage', { ...programAdministrator, mode: 'presentation' }, COURSE_ID)).toBeNull();
    const assistant = redesignAccess({ rights: rightsFromRole('assistant', false, true), member: true }, { canViewCourse: true, canEditCalendar: false });
    expect(courseToolRedirect('activity_settings', 'manage', { ...assistant, mode: 'presentation' }, COURSE_ID)).toBe('/list');
    const removed = redesignAccess({ rights: rightsFromRole('student', false, false), member: true }, { canViewCourse: false, canEditCalendar: false });
    expect(courseToolRedirect('gradebook', 'user', { ...removed, mode: 'presentation' }, COURSE_ID)).toBe('/list');
  });

  const openAsProgramAdministrator = (permissions: { canViewCourse: boolean; canEditCalendar: boolean }, redesign = true) =>
    renderApp({
      path: at('activity_settings'),
      // A professor account (the template's instructor) that runs a program.
      user: { ...PROGRAM_ADMIN, instructor: true },
      manifests: [managerScreens],
      settings: redesign ? REDESIGN : undefined,
      routes: {
        // A program administrator has no role in their section: the course list does not name it.
        'GET /server/courses/': { body: { courses: [] } },
        [`GET /server/course_permissions/${COURSE_ID}`]: { body: permissions },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
      },
    });

  it("opens a section's activity settings to its program administrator when the server says canViewCourse and canEditCalendar", async () => {
    const { router, server } = openAsProgramAdministrator({ canViewCourse: true, canEditCalendar: true });
    expect(await screen.findByRole('heading', { name: 'Activity settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(at('activity_settings'));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(`GET /server/course_permissions/${COURSE_ID}`);
  });

  it('sends them to the course root with only canViewCourse, to the list default without it, and without the flag does not ask', async () => {
    for (const [permissions, target] of [
      [{ canViewCourse: true, canEditCalendar: false }, ROOT],
      [{ canViewCourse: false, canEditCalendar: false }, '/list'],
    ] as const) {
      const { router, unmount } = openAsProgramAdministrator(permissions);
      await waitFor(() => expect(router.state.location.pathname).toBe(target));
      unmount();
      resetBrowserState();
    }
    const { router, server } = openAsProgramAdministrator({ canViewCourse: true, canEditCalendar: true }, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(server.calls.map((call) => call.path)).not.toContain(`/server/course_permissions/${COURSE_ID}`);
  });
});

describe('the gradebook plugin’s student screen in the shell', () => {
  afterEach(resetBrowserState);

  it('is where a student reaching the instructor gradebook lands, and "Grades" in their course menu leads to it', async () => {
    const answer = {
      course: { id: COURSE_ID, title: 'Demo Course', course_max_score: 10, score_cut_off: 60, no_total_column: false, block_total_scores: false, suppress_practice_in_grade_center: false, has_rollup: false },
      lessons: [{ id: 'l1', title: 'Cells' }],
      groups: [],
      columns: [{ id: 'a1', activity_id: 'a1', component_id: 'c1', report_title: 'Quiz 1', max_score: 10, type: 'assessment', custom: false, show: true, open_date: null, due_date: null, close_date: null, link: null, lesson: 'l1', rollup_id: null, color: null, graded: true, time_limit: null, submission_attempts: 1, scoring_method: 'highest' }],
      // One cell on the wire (plugins/gradebook/src/calls/gradebookCells.ts): scored 8, labelled Done (code F), one attempt.
      students: [{ id: 's1', name: 'Jamie Lee', firstname: 'Jamie', lastname: 'Lee', email: 'j@x', percent: 80, score: 8, max_score: 10, attempted: 1, submittedLate: 0, final_override: null, below_cut_off: false, scores: [8], labels: 'F', attempts: [1], states: {}, groups: [] }],
      total_students: 1,
      offset: 0,
      generated_at: '2030-01-01T00:00:00.000Z',
    };
    const { router, server } = renderApp({
      path: at('reports/grades'),
      user: STUDENT,
      manifests: [gradebookWeb],
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student' }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
        [`PUT /server/stats/studentgradebook/${COURSE_ID}`]: { body: answer },
      },
    });
    await waitFor(() => expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(`PUT /server/stats/studentgradebook/${COURSE_ID}`));
    expect(await screen.findByRole('rowheader', { name: 'Quiz 1' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(at('insights/gradebook'));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Course' })).getByRole('link', { name: 'Grades' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(at('gradebook')));
    expect(await screen.findByText('8 of 10')).toBeTruthy();
  });
});
