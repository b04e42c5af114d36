import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { COURSE_ID, INSTRUCTOR, LESSON_1, LESSON_2, OUTLINE, PAGE_1, PAGE_2 } from './support/fixtures.ts';
import type { FakeRoutes } from './support/fakeServer.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';

const NEW_ID = '6b01345d00000000000000f1';
const LOCK_BODY = { suppress_until_available: true, open_date: '2050-01-01T00:00:00.000Z' };

function lessonDetail(overrides: object = {}) {
  return {
    _id: LESSON_1,
    title: 'Getting started',
    subtitle: null,
    description: null,
    thumbnailUrl: null,
    draft: false,
    preview: false,
    open_date: null,
    suppress_until_available: false,
    owned_by: null,
    pages: [
      { _id: PAGE_1, title: 'Welcome', draft: false, open_date: null, suppress_until_available: false },
      { _id: PAGE_2, title: 'How this course works', draft: false, ...LOCK_BODY },
    ],
    recommended: [],
    instructor_notes: [],
    ...overrides,
  };
}

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/lessons/${COURSE_ID}/${LESSON_1}/`]: { body: lessonDetail() },
    [`GET /server/lessons/${COURSE_ID}/${LESSON_2}/`]: { body: lessonDetail({ _id: LESSON_2, title: 'Planning ahead', pages: [] }) },
    ...extra,
  };
}

const COURSE_EDIT = `/${COURSE_ID}/edit`;
const LESSON_EDIT = `/${COURSE_ID}/${LESSON_1}/edit`;
/** The authoring writes (the delivery screens' visit records left out). */
const writes = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => call.method !== 'GET' && call.path !== '/server/audit_trail');

describe("a course's lessons in Author Mode", () => {
  afterEach(resetBrowserState);

  it('reorders with the keyboard buttons and saves the new order through PUT courses/', async () => {
    const { server } = renderApp({ path: COURSE_EDIT, user: INSTRUCTOR, routes: routes({ [`PUT /server/courses/${COURSE_ID}/`]: { body: OUTLINE } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder lessons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Getting started down' }));
    expect(screen.getByText('Getting started moved to position 2 of 2.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Getting started down' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(writes(server.calls)).toEqual([{ method: 'PUT', path: `/server/courses/${COURSE_ID}/`, body: { lessons: [LESSON_2, LESSON_1] } }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save order' })).toBeNull());
  });

  it("shows the spec's message when the reorder fails, and stays in reorder mode", async () => {
    renderApp({ path: COURSE_EDIT, user: INSTRUCTOR, routes: routes({ [`PUT /server/courses/${COURSE_ID}/`]: { status: 500, body: { errno: 'internal-error', error: 'boom' } } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder lessons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Planning ahead up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('An error occured');
    expect(screen.getByRole('button', { name: 'Save order' })).toBeTruthy();
  });

  it('creates a blank lesson and opens it in Author Mode; a title is required first', async () => {
    let outline = OUTLINE;
    const { server, router } = renderApp({
      path: COURSE_EDIT,
      user: INSTRUCTOR,
      routes: routes({
        [`GET /server/courses/${COURSE_ID}/`]: () => ({ body: outline }),
        [`GET /server/lessons/${COURSE_ID}/${NEW_ID}/`]: { body: lessonDetail({ _id: NEW_ID, title: 'Week 3', pages: [] }) },
        [`POST /server/lessons/${COURSE_ID}/new/`]: () => {
          outline = { ...OUTLINE, lessons: [...OUTLINE.lessons, { _id: NEW_ID, title: 'Week 3', subtitle: null, draft: false, pages: [] }] };
          return { status: 201, body: { new_lesson: { _id: NEW_ID, title: 'Week 3' } } };
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New lesson' }));
    const dialog = screen.getByRole('dialog', { name: 'New lesson' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create lesson' }));
    expect(within(dialog).getByText('Please enter a title.')).toBeTruthy();
    expect(writes(server.calls)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Week 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create lesson' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}/${NEW_ID}/edit`));
    expect(await screen.findByRole('heading', { name: 'Week 3', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/${COURSE_ID}/${NEW_ID}/edit`);
    expect(writes(server.calls)).toEqual([{ method: 'POST', path: `/server/lessons/${COURSE_ID}/new/`, body: { title: 'Week 3' } }]);
  });

  it('creates a lesson as a copy of an existing one: clone, then rename', async () => {
    const { server } = renderApp({
      path: COURSE_EDIT,
      user: INSTRUCTOR,
      routes: routes({
        [`POST /server/clone/lessons/${COURSE_ID}/`]: { status: 201, body: { lessons: [{ _id: NEW_ID, title: 'Planning ahead', source_id: LESSON_2 }] } },
        [`PUT /server/lessons/${COURSE_ID}/${NEW_ID}/`]: { body: lessonDetail({ _id: NEW_ID }) },
        [`GET /server/lessons/${COURSE_ID}/${NEW_ID}/`]: { body: lessonDetail({ _id: NEW_ID }) },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New lesson' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Planning again');
    await userEvent.selectOptions(screen.getByLabelText('Start from'), 'A copy of Planning ahead');
    await userEvent.click(screen.getByRole('button', { name: 'Create lesson' }));
    await waitFor(() =>
      expect(writes(server.calls)).toEqual([
        { method: 'POST', path: `/server/clone/lessons/${COURSE_ID}/`, body: { ids: [LESSON_2] } },
        { method: 'PUT', path: `/server/lessons/${COURSE_ID}/${NEW_ID}/`, body: { title: 'Planning again' } },
      ]),
    );
  });

  it('removes a lesson only after confirmation', async () => {
    const { server } = renderApp({ path: COURSE_EDIT, user: INSTRUCTOR, routes: routes({ [`POST /server/remove/lessons/${COURSE_ID}/`]: { body: OUTLINE } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Planning ahead' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Remove Planning ahead?' })).getByRole('button', { name: 'Cancel' }));
    expect(writes(server.calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Planning ahead' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Remove Planning ahead?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes(server.calls)).toEqual([{ method: 'POST', path: `/server/remove/lessons/${COURSE_ID}/`, body: { ids: [LESSON_2] } }]));
  });

  it('clones a lesson', async () => {
    const { server } = renderApp({
      path: COURSE_EDIT,
      user: INSTRUCTOR,
      routes: routes({ [`POST /server/clone/lessons/${COURSE_ID}/`]: { status: 201, body: { lessons: [{ _id: NEW_ID, title: 'Getting started', source_id: LESSON_1 }] } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Clone Getting started' }));
    await waitFor(() => expect(writes(server.calls)).toEqual([{ method: 'POST', path: `/server/clone/lessons/${COURSE_ID}/`, body: { ids: [LESSON_1] } }]));
  });

  it('is not shown outside Author Mode', async () => {
    renderApp({ path: `/${COURSE_ID}`, user: INSTRUCTOR, routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Demo Course', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New lesson' })).toBeNull();
  });
});

describe("a lesson's pages in Author Mode", () => {
  afterEach(resetBrowserState);

  it('flips a page to draft through its PUT', async () => {
    const put = `PUT /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_1}/`;
    const { server } = renderApp({ path: LESSON_EDIT, user: INSTRUCTOR, routes: routes({ [put]: { body: {} } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Make Welcome a draft' }));
    await waitFor(() => expect(writes(server.calls)).toEqual([{ method: 'PUT', path: `/server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_1}/`, body: { draft: true } }]));
  });

  it("says 'Could not save state' when the draft toggle fails", async () => {
    const put = `PUT /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_1}/`;
    renderApp({ path: LESSON_EDIT, user: INSTRUCTOR, routes: routes({ [put]: { status: 500, body: { errno: 'internal-error', error: 'boom' } } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Make Welcome a draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not save state');
  });

  it('shows a page locked until 2050 as locked, and locks and unlocks through the PUT', async () => {
    const { server } = renderApp({
      path: LESSON_EDIT,
      user: INSTRUCTOR,
      routes: routes({
        [`PUT /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_1}/`]: { body: {} },
        [`PUT /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`]: { body: {} },
      }),
    });
    const lockedRow = (await screen.findByRole('button', { name: 'Unlock How this course works' })).closest('li')!;
    expect(within(lockedRow).getByText('Locked')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lock Welcome' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unlock How this course works' }));
    await waitFor(() =>
      expect(writes(server.calls)).toEqual([
        { method: 'PUT', path: `/server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_1}/`, body: LOCK_BODY },
        { method: 'PUT', path: `/server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`, body: { suppress_until_available: false, open_date: null } },
      ]),
    );
  });

  it('schedules a page: refuses a malformed date with the spec message, then sends the date and the hide choice', async () => {
    const { server } = renderApp({
      path: LESSON_EDIT,
      user: INSTRUCTOR,
      routes: routes({ [`PUT /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_1}/`]: { body: {} } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Welcome' });
    const date = within(dialog).getByLabelText('Opens on (mm/dd/yyyy hh:mm)');
    await userEvent.type(date, '13/45/2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(within(dialog).getByText('Date format invalid; use mm/dd/yyyy hh:mm in 24 hour format and your current timezone')).toBeTruthy();
    expect(writes(server.calls)).toEqual([]);

    await userEvent.clear(date);
    await userEvent.type(date, '03/09/2027 08:30');
    await userEvent.click(within(dialog).getByLabelText('Hide from students until it opens'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(writes(server.calls)).toEqual([
        { method: 'PUT', path: `/server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_1}/`, body: { open_date: new Date(2027, 2, 9, 8, 30).toISOString(), suppress_until_available: true } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("pins a page to the library; a refusal shows the spec's message and keeps the session", async () => {
    const pin = `GET /server/pin_to_library/pages/${PAGE_1}/${COURSE_ID}`;
    const { router } = renderApp({
      path: LESSON_EDIT,
      user: INSTRUCTOR,
      routes: routes({ [pin]: { status: 409, body: { errno: 'conflict', error: 'Oops, not added - probably there already...' } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pin Welcome to library' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Oops, not added - probably there already...');
    expect(router.state.location.pathname).toBe(LESSON_EDIT);
  });

  it("says 'Added' when a pin succeeds", async () => {
    renderApp({
      path: LESSON_EDIT,
      user: INSTRUCTOR,
      routes: routes({ [`GET /server/pin_to_library/pages/${PAGE_1}/${COURSE_ID}`]: { body: { status: 'Added', item: {} } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pin Welcome to library' }));
    expect((await screen.findByRole('status')).textContent).toContain('Added');
  });

  it('adds an existing page from the library, warning when it is already in the lesson', async () => {
    const library = {
      items: [
        { _id: PAGE_1, type: 'pages', title: 'Welcome', course_id: COURSE_ID, pinned_at: '2026-01-02T00:00:00.000Z' },
        { _id: NEW_ID, type: 'pages', title: 'Shared glossary', course_id: COURSE_ID, pinned_at: '2026-01-01T00:00:00.000Z' },
      ],
    };
    const { server } = renderApp({
      path: LESSON_EDIT,
      user: INSTRUCTOR,
      routes: routes({
        [`GET /server/library/${COURSE_ID}/?type=pages`]: { body: library },
        [`PUT /server/lessons/${COURSE_ID}/${LESSON_1}/`]: { body: lessonDetail() },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add existing page' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an existing page' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Welcome/ }));
    expect(within(dialog).getByRole('alert').textContent).toBe('This page is already in the lesson.');
    expect(writes(server.calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Shared glossary/ }));
    await waitFor(() =>
      expect(writes(server.calls)).toEqual([{ method: 'PUT', path: `/server/lessons/${COURSE_ID}/${LESSON_1}/`, body: { pages: [PAGE_1, PAGE_2, NEW_ID] } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("saves the lesson's fields, and follows the copy when the server relocated a shared lesson", async () => {
    // After the save the course holds the copy where the original was.
    let outline = OUTLINE;
    const relocatedOutline = { ...OUTLINE, lessons: OUTLINE.lessons.map((lesson) => (lesson._id === LESSON_1 ? { ...lesson, _id: NEW_ID } : lesson)) };
    const { server, router } = renderApp({
      path: LESSON_EDIT,
      user: INSTRUCTOR,
      routes: routes({
        [`GET /server/courses/${COURSE_ID}/`]: () => ({ body: outline }),
        [`PUT /server/lessons/${COURSE_ID}/${LESSON_1}/`]: (body) => {
          outline = relocatedOutline;
          return { body: { ...lessonDetail({ _id: NEW_ID }), ...(body as object), relocated: { from: LESSON_1, to: NEW_ID } } };
        },
        [`GET /server/lessons/${COURSE_ID}/${NEW_ID}/`]: { body: lessonDetail({ _id: NEW_ID }) },
      }),
    });
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Getting started, again');
    await userEvent.click(screen.getByLabelText('Draft (hidden from students)'));
    await userEvent.click(screen.getByLabelText("Preview lesson (shown without an account on the course's demo)"));
    await userEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}/${NEW_ID}/edit`));
    expect(writes(server.calls)[0]).toEqual({
      method: 'PUT',
      path: `/server/lessons/${COURSE_ID}/${LESSON_1}/`,
      body: { title: 'Getting started, again', subtitle: null, thumbnailUrl: null, draft: true, description: null, preview: true },
    });
    expect(await screen.findByText('This lesson is shared with other courses, so your change was saved to a copy of it for this course.')).toBeTruthy();
  });

  it('shows field messages of a refused lesson save at the fields', async () => {
    renderApp({
      path: LESSON_EDIT,
      user: INSTRUCTOR,
      routes: routes({
        [`PUT /server/lessons/${COURSE_ID}/${LESSON_1}/`]: {
          status: 422,
          body: { errno: 'validation-failed', error: 'Please enter a valid image URL.', fields: [{ field: 'thumbnailUrl', message: 'Please enter a valid image URL.' }] },
        },
      }),
    });
    await userEvent.type(await screen.findByLabelText('Thumbnail image URL'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    expect(await screen.findByText('Please enter a valid image URL.')).toBeTruthy();
    expect(screen.getByLabelText('Thumbnail image URL').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a new item in a collection (/{courseId}/{lessonId}//new/edit)', () => {
  afterEach(resetBrowserState);

  const newItemRoutes = (componentAnswer: { status: number; body: unknown }) =>
    routes({
      [`GET /server/component_types/${COURSE_ID}/`]: { body: { types: [{ type: 'note', title: 'Note', plugin: 'test-notes', defaults: { text: '' } }] } },
      [`POST /server/pages/${COURSE_ID}/${LESSON_1}/new/`]: { status: 201, body: { new_page: { _id: NEW_ID, title: 'Glossary' } } },
      [`POST /server/components/${COURSE_ID}/${LESSON_1}/${NEW_ID}/new/`]: componentAnswer,
      [`POST /server/remove/pages/${COURSE_ID}/${LESSON_1}/`]: { body: lessonDetail() },
    });

  it('makes a page holding a component of the chosen type, then opens the component editor', async () => {
    const componentId = '6b01345d00000000000000f2';
    const { server, router } = renderApp({
      path: `/${COURSE_ID}/${LESSON_1}/new/edit`,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: newItemRoutes({ status: 201, body: { _id: componentId, type: 'note', plugin: 'test-notes', title: '', description: null, config: { text: '' }, owned_by: null, course_id: COURSE_ID, updated_at: '' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Note' }));
    expect(screen.getByText('Please enter a title.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Page title'), 'Glossary');
    await userEvent.click(screen.getByRole('button', { name: 'Note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}/${LESSON_1}/${NEW_ID}/${componentId}/edit`));
    expect(writes(server.calls).map((call) => [call.path, call.body])).toEqual([
      [`/server/pages/${COURSE_ID}/${LESSON_1}/new/`, { title: 'Glossary' }],
      [`/server/components/${COURSE_ID}/${LESSON_1}/${NEW_ID}/new/`, { type: 'note' }],
    ]);
  });

  it('removes the new page again when its component is refused, and shows why', async () => {
    const message = 'Only one discussion board allowed on a page.';
    const { server } = renderApp({
      path: `/${COURSE_ID}/${LESSON_1}/new/edit`,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: newItemRoutes({ status: 422, body: { errno: 'page-rule', error: message } }),
    });
    await userEvent.type(await screen.findByLabelText('Page title'), 'Glossary');
    await userEvent.click(await screen.findByRole('button', { name: 'Note' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(writes(server.calls).at(-1)).toEqual({ method: 'POST', path: `/server/remove/pages/${COURSE_ID}/${LESSON_1}/`, body: { ids: [NEW_ID] } });
  });
});
