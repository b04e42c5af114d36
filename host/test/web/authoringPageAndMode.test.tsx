import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { pathForMode } from '../../web/src/course/courseModeRules.ts';
import { component, COURSE_ID, INSTRUCTOR, LESSON_1, OUTLINE, PAGE_2, pageContent } from './support/fixtures.ts';
import type { FakeRoutes } from './support/fakeServer.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';

const PAGE_PATH = `/${COURSE_ID}/${LESSON_1}/${PAGE_2}`;
const PAGE_PUT = `PUT /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`;
const FIRST = component({ _id: '6b01345d00000000000000b1', title: 'First note' });
const SECOND = component({ _id: '6b01345d00000000000000b2', title: 'Second note' });

function pageDetail(overrides: object = {}) {
  return {
    _id: PAGE_2,
    title: 'How this course works',
    subtitle: null,
    type: 'default',
    template: null,
    thumbnailUrl: null,
    draft: false,
    open_date: null,
    suppress_until_available: false,
    owned_by: null,
    contents: [FIRST, SECOND],
    recommended: [],
    instructor_notes: [],
    ...overrides,
  };
}

function routes(extra: FakeRoutes = {}, settings: object = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`]: { body: pageContent({ contents: [FIRST, SECOND] }) },
    [`GET /server/preview/collection/pages/${PAGE_2}/${COURSE_ID}`]: { body: pageDetail() },
    [`GET /server/get_course_settings_info/${COURSE_ID}`]: { body: { settings: { _id: COURSE_ID, title: 'Demo Course', ...settings } } },
    ...extra,
  };
}

const puts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT');

describe('the page editor in Author Mode', () => {
  afterEach(resetBrowserState);

  it("reorders the page's contents through PUT pages", async () => {
    const { server } = renderApp({ path: `${PAGE_PATH}/edit`, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes({ [PAGE_PUT]: { body: pageDetail() } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Second note up' }));
    await waitFor(() => expect(puts(server.calls)).toEqual([{ method: 'PUT', path: `/server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`, body: { contents: [SECOND._id, FIRST._id] } }]));
  });

  it("takes a component off the page after asking, with 'Component removed'", async () => {
    const { server } = renderApp({ path: `${PAGE_PATH}/edit`, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes({ [PAGE_PUT]: { body: pageDetail({ contents: [SECOND] }) } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove First note from the page' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove First note?' });
    // Cancel first: nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts(server.calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove First note from the page' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(puts(server.calls)).toEqual([{ method: 'PUT', path: `/server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`, body: { contents: [SECOND._id] } }]));
    expect(await screen.findByText('Component removed')).toBeTruthy();
  });

  it("shows the page rule's message from the server where the list is", async () => {
    const message = 'Cannot create a component. Page reached a limit of available components.';
    const extra = component({ _id: '6b01345d00000000000000b3', title: 'Third note' });
    const { server } = renderApp({
      path: `${PAGE_PATH}/edit`,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: routes({
        [PAGE_PUT]: { status: 422, body: { errno: 'page-rule', error: message } },
        [`GET /server/library/${COURSE_ID}/?type=component`]: {
          body: { items: [{ _id: extra._id, type: 'component', title: 'Third note', course_id: COURSE_ID, component_type: 'note', pinned_at: '' }, { _id: FIRST._id, type: 'component', title: 'First note', course_id: COURSE_ID, component_type: 'note', pinned_at: '' }] },
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add from library to Contents' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an existing component' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^First note/ }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Component is already in the page/recommended section.');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Third note/ }));
    const contents = screen.getByRole('region', { name: 'Contents' });
    expect((await within(contents).findByRole('alert')).textContent).toBe(message);
    expect(puts(server.calls)[0]?.body).toEqual({ contents: [FIRST._id, SECOND._id, extra._id] });
  });

  it("saves the page's title and draft with 'Page updated'", async () => {
    const { server } = renderApp({ path: `${PAGE_PATH}/edit`, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes({ [PAGE_PUT]: { body: pageDetail() } }) });
    const details = await screen.findByRole('form', { name: 'Page details' });
    await userEvent.type(within(details).getByLabelText('Subtitle'), 'Read me first');
    await userEvent.click(within(details).getByLabelText('Draft (hidden from students)'));
    await userEvent.click(within(details).getByRole('button', { name: 'Save page' }));
    expect((await screen.findByRole('status')).textContent).toContain('Page updated');
    expect(puts(server.calls)[0]?.body).toEqual({ title: 'How this course works', subtitle: 'Read me first', thumbnailUrl: null, draft: true });
  });
});

describe('entering Author Mode on a section that uses a section template', () => {
  afterEach(resetBrowserState);

  it('asks for confirmation first; Cancel stays in Instructor View', async () => {
    const { router, shell } = renderApp({ path: PAGE_PATH, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes({}, { section_type: 'section', use_section_template: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'View: Instructor View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Author Mode' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This section uses a section template' });
    expect(dialog.textContent).toContain('break its linkage to the section template');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(PAGE_PATH);
    expect(shell.courseModes.get(COURSE_ID)).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'View: Instructor View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Author Mode' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enter Author Mode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE_PATH}/edit`));
    expect(shell.courseModes.get(COURSE_ID)).toBe('edit');
  });

  it('asks too when an authoring URL is opened directly; declining goes back to Instructor View', async () => {
    const template = routes({}, { section_type: 'section', use_section_template: true });
    const first = renderApp({ path: `${PAGE_PATH}/edit`, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: template });
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'This section uses a section template' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe(PAGE_PATH));
    expect(first.shell.courseModes.get(COURSE_ID)).toBeUndefined();
    first.unmount();
    resetBrowserState();

    const second = renderApp({ path: `${PAGE_PATH}/edit`, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: template });
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enter Author Mode' }));
    expect(second.shell.courseModes.get(COURSE_ID)).toBe('edit');
    expect(second.router.state.location.pathname).toBe(`${PAGE_PATH}/edit`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not ask for a section without a template, nor for a program master', async () => {
    const { router } = renderApp({ path: PAGE_PATH, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes({}, { section_type: 'program_master', use_section_template: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'View: Instructor View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Author Mode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE_PATH}/edit`));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('URL rewriting for the creating screens and course tools (part 1 §2)', () => {
  it('leaving edit mode from a creating screen goes back to where the item was being added', () => {
    expect(pathForMode('component.edit', `${PAGE_PATH}/new/edit`, 'presentation', COURSE_ID)).toBe(PAGE_PATH);
    expect(pathForMode('collection.new', `/${COURSE_ID}/${LESSON_1}/new/edit`, 'student', COURSE_ID)).toBe(`/${COURSE_ID}/${LESSON_1}`);
    expect(pathForMode('component.new', `${PAGE_PATH}/new`, 'presentation', COURSE_ID)).toBe(PAGE_PATH);
  });

  it('swaps the dashboard and grade screens that have other names in student and presentation mode', () => {
    expect(pathForMode('dashboard.engagement', `/${COURSE_ID}/dashboard/engagement`, 'student', COURSE_ID)).toBe(`/${COURSE_ID}/insights`);
    expect(pathForMode('reports.grades_new', `/${COURSE_ID}/reports/grades_new`, 'student', COURSE_ID)).toBe(`/${COURSE_ID}/gradebook`);
    expect(pathForMode('drilldown.professor', `/${COURSE_ID}/drilldown/professor`, 'student', COURSE_ID)).toBe(`/${COURSE_ID}/gradebook`);
    expect(pathForMode('insights.gradebook', `/${COURSE_ID}/insights/gradebook`, 'presentation', COURSE_ID)).toBe(`/${COURSE_ID}/reports/grades_new`);
  });

  it('opens the new-item chooser for the component editor with id "new"', async () => {
    renderApp({
      path: `${PAGE_PATH}/new/edit`,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: routes({ [`GET /server/component_types/${COURSE_ID}/`]: { body: { types: [{ type: 'note', title: 'Note', plugin: 'test-notes', defaults: {} }] } } }),
    });
    expect(await screen.findByRole('heading', { name: 'Add component', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Note' })).toBeTruthy();
  });
});
