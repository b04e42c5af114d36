import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { WebSessionUser } from '@lms/sdk/web';
import { effectiveMode, pathForMode, rightsFromRole, withEditSuffix, withoutEditSuffix } from '../../web/src/course/courseModeRules.ts';
import { CourseModeStore } from '../../web/src/course/CourseModeStore.ts';
import type { CourseRole } from '@lms/sdk/web';
import { ASSISTANT, COURSE_ID, INSTRUCTOR, LESSON_1, OUTLINE, PAGE_2, pageContent, SITE_ADMIN, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';

const PAGE_PATH = `/${COURSE_ID}/${LESSON_1}/${PAGE_2}`;

describe('course mode rules', () => {
  it('keeps students in presentation whatever is stored', () => {
    const student = rightsFromRole('student', false, false);
    expect(effectiveMode(student, 'edit')).toBe('presentation');
    expect(effectiveMode(student, 'student')).toBe('presentation');
    expect(effectiveMode(student, undefined)).toBe('presentation');
  });

  it('gives Author Mode to instructors and site administrators, not to assistants', () => {
    expect(effectiveMode(rightsFromRole('instructor', false, true), 'edit')).toBe('edit');
    expect(effectiveMode(rightsFromRole(undefined, true, true), 'edit')).toBe('edit');
    expect(effectiveMode(rightsFromRole('assistant', false, true), 'edit')).toBe('presentation');
    expect(effectiveMode(rightsFromRole('assistant', false, true), 'student')).toBe('student');
  });

  it('appends /edit to course, lesson, page and component URLs in edit mode, and strips it when leaving', () => {
    expect(pathForMode('course', `/${COURSE_ID}`, 'edit', COURSE_ID)).toBe(`/${COURSE_ID}/edit`);
    expect(pathForMode('page', PAGE_PATH, 'edit', COURSE_ID)).toBe(`${PAGE_PATH}/edit`);
    expect(pathForMode('page.edit', `${PAGE_PATH}/edit`, 'presentation', COURSE_ID)).toBe(PAGE_PATH);
    expect(pathForMode('component.edit', `${PAGE_PATH}/abc/edit`, 'student', COURSE_ID)).toBe(`${PAGE_PATH}/abc`);
    expect(pathForMode('component.new', `${PAGE_PATH}/new`, 'presentation', COURSE_ID)).toBe(PAGE_PATH);
    expect(withEditSuffix('/a/edit')).toBe('/a/edit');
    expect(withoutEditSuffix('/a/b')).toBe('/a/b');
  });

  it('rewrites course tools for student and presentation mode', () => {
    expect(pathForMode('dashboard', `/${COURSE_ID}/dashboard`, 'student', COURSE_ID)).toBe(`/${COURSE_ID}/insights`);
    expect(pathForMode('reports.grades', `/${COURSE_ID}/reports/grades`, 'student', COURSE_ID)).toBe(`/${COURSE_ID}/gradebook`);
    expect(pathForMode('grading_center', `/${COURSE_ID}/grading_center`, 'student', COURSE_ID)).toBe(`/${COURSE_ID}`);
    expect(pathForMode('insights', `/${COURSE_ID}/insights`, 'presentation', COURSE_ID)).toBe(`/${COURSE_ID}/dashboard`);
    expect(pathForMode('gradebook', `/${COURSE_ID}/gradebook`, 'presentation', COURSE_ID)).toBe(`/${COURSE_ID}/reports/grades_new`);
  });

  it('removes the instructor tools of issue 18 in student mode and keeps them in Instructor View', () => {
    const tools = ['activity_settings', 'activity_settings_new', 'rollupmanager', 'rollupmanager_new', 'activity_reorder', 'late_work_manager', 'enrollments'];
    for (const tool of tools) {
      expect(pathForMode(tool, `/${COURSE_ID}/${tool}`, 'student', COURSE_ID)).toBe(`/${COURSE_ID}`);
      expect(pathForMode(tool, `/${COURSE_ID}/${tool}`, 'presentation', COURSE_ID)).toBe(`/${COURSE_ID}/${tool}`);
    }
    // The program-management redesign's variants (/{programId}/activity-settings/{courseId} ...) lead to the course root too.
    const programId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    for (const [name, path] of [
      ['program.activity_settings', `/${programId}/activity-settings/${COURSE_ID}`],
      ['program.activity_reorder', `/${programId}/activity_reorder/${COURSE_ID}`],
      ['program.rollupmanager_new', `/${programId}/rollupmanager_new/${COURSE_ID}`],
    ] as const) {
      expect(pathForMode(name, path, 'student', COURSE_ID)).toBe(`/${COURSE_ID}`);
      expect(pathForMode(name, path, 'presentation', COURSE_ID)).toBe(path);
    }
  });

  it('keeps the mode per course in session storage', () => {
    const store = new CourseModeStore(window.sessionStorage);
    store.set(COURSE_ID, 'edit');
    expect(new CourseModeStore(window.sessionStorage).get(COURSE_ID)).toBe('edit');
    store.clear();
    expect(new CourseModeStore(window.sessionStorage).get(COURSE_ID)).toBeUndefined();
    window.sessionStorage.clear();
  });
});

describe('course mode in the shell', () => {
  afterEach(resetBrowserState);

  const renderPage = (user: WebSessionUser, role: CourseRole | null, path = PAGE_PATH) =>
    renderApp({
      path,
      user,
      manifests: [testNotesPlugin],
      routes: {
        'GET /server/courses/': { body: { courses: role ? [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role }] : [] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
        [`GET /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`]: { body: pageContent() },
        // Student View reads as a student would (docs/api.md "Viewing as a student").
        [`GET /server/courses/${COURSE_ID}/?as=student`]: { body: OUTLINE },
        [`GET /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/?as=student`]: { body: pageContent() },
      },
    });

  it('Author Mode appends /edit and shows Edit and Add component links; Instructor View strips it', async () => {
    const { router, shell } = renderPage(INSTRUCTOR, 'instructor');
    await userEvent.click(await screen.findByRole('button', { name: 'View: Instructor View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Author Mode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE_PATH}/edit`));
    expect(shell.courseModes.get(COURSE_ID)).toBe('edit');
    expect((await screen.findByRole('link', { name: 'Edit A note' })).getAttribute('href')).toBe(`${PAGE_PATH}/${'6b01345d00000000000000a1'}/edit`);
    expect(screen.getByRole('link', { name: 'Add component' }).getAttribute('href')).toBe(`${PAGE_PATH}/new`);
    expect(screen.getByTestId('note-view').textContent).toContain('(edit)');

    await userEvent.click(screen.getByRole('button', { name: 'View: Author Mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Instructor View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE_PATH));
    expect(shell.courseModes.get(COURSE_ID)).toBe('presentation');
    await screen.findByTestId('note-view');
    expect(screen.queryByRole('link', { name: 'Add component' })).toBeNull();
  });

  it('clears the cached data when switching to a non-edit mode', async () => {
    const { shell } = renderPage(INSTRUCTOR, 'instructor');
    await userEvent.click(await screen.findByRole('button', { name: 'View: Instructor View' }));
    expect(shell.queryClient.getQueryData(['page', COURSE_ID, LESSON_1, PAGE_2])).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Student View' }));
    expect(shell.courseModes.get(COURSE_ID)).toBe('student');
    await waitFor(() => expect(screen.getByTestId('note-view').textContent).toContain('(student)'));
  });

  it('opening a content URL while in edit mode appends /edit', async () => {
    window.sessionStorage.setItem(`lms_course_mode:${COURSE_ID}`, 'edit');
    const { router } = renderPage(INSTRUCTOR, 'instructor');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE_PATH}/edit`));
  });

  it('opening an /edit URL enters edit mode for an instructor', async () => {
    const { shell } = renderPage(INSTRUCTOR, 'instructor', `${PAGE_PATH}/edit`);
    expect(await screen.findByRole('link', { name: 'Add component' })).toBeTruthy();
    expect(shell.courseModes.get(COURSE_ID)).toBe('edit');
  });

  it('keeps students in presentation even with edit stored, with no view toggle', async () => {
    window.sessionStorage.setItem(`lms_course_mode:${COURSE_ID}`, 'edit');
    const { router } = renderPage(STUDENT, 'student');
    expect((await screen.findByTestId('note-view')).textContent).toContain('(presentation)');
    expect(router.state.location.pathname).toBe(PAGE_PATH);
    expect(screen.queryByRole('button', { name: /^View:/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add component' })).toBeNull();
  });

  it('offers assistants Student View and Instructor View but not Author Mode', async () => {
    renderPage(ASSISTANT, 'assistant');
    await userEvent.click(await screen.findByRole('button', { name: 'View: Instructor View' }));
    expect(screen.getByRole('button', { name: 'Student View' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Author Mode' })).toBeNull();
  });

  it('sends an assistant who opens an /edit URL back to the plain URL', async () => {
    const { router } = renderPage(ASSISTANT, 'assistant', `${PAGE_PATH}/edit`);
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE_PATH));
  });

  it('gives a site administrator Author Mode in any course', async () => {
    renderPage(SITE_ADMIN, null);
    await userEvent.click(await screen.findByRole('button', { name: 'View: Instructor View' }));
    expect(screen.getByRole('button', { name: 'Author Mode' })).toBeTruthy();
  });
});
