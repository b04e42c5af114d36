import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { component, COMPONENT_ID, COURSE_ID, INSTRUCTOR, LESSON_1, OUTLINE, PAGE_2, pageContent } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { stampingNotePlugin } from './support/stampingNotePlugin.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';
import type { FakeAnswer, FakeRoutes, FakeServer } from './support/fakeServer.ts';

const PAGE_URL = `/${COURSE_ID}/${LESSON_1}/${PAGE_2}`;
const EDIT_URL = `${PAGE_URL}/${COMPONENT_ID}/edit`;
const PUT = `PUT /server/components/${COURSE_ID}/${LESSON_1}/${PAGE_2}/${COMPONENT_ID}/`;

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`]: { body: pageContent() },
    [`GET /server/components/${COURSE_ID}/${COMPONENT_ID}/`]: { body: component() },
    [`GET /server/component_types/${COURSE_ID}/`]: { body: { types: [{ type: 'note', title: 'Note', plugin: 'test-notes', defaults: { text: '' } }] } },
    ...extra,
  };
}

describe('adding a component', () => {
  afterEach(resetBrowserState);

  const POST = `POST /server/components/${COURSE_ID}/${LESSON_1}/${PAGE_2}/new/`;
  const posts = (server: FakeServer) => server.calls.filter((call) => `${call.method} ${call.path}` === POST);

  it("opens the chosen type's editor on its defaults and stores nothing until the author saves", async () => {
    const created = component({ _id: '6b01345d00000000000000c3', title: 'Reading tips', config: { text: 'Read slowly' } });
    const { router, server } = renderApp({
      path: `${PAGE_URL}/new`,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: routes({ [POST]: { status: 201, body: created }, [`GET /server/components/${COURSE_ID}/${created._id}/`]: { body: created } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Note' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Note' })).toBeTruthy();
    expect(posts(server)).toEqual([]);
    await userEvent.type(screen.getByLabelText('Title'), 'Reading tips');
    await userEvent.type(screen.getByLabelText('Note text'), 'Read slowly');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE_URL}/${created._id}/edit`));
    expect(posts(server).map((call) => call.body)).toEqual([{ type: 'note', slot: 'contents', title: 'Reading tips', description: null, config: { text: 'Read slowly' } }]);
    expect(await screen.findByText('Component added')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Reading tips' }, { timeout: 10_000 })).toBeTruthy();
  });

  it("goes back to the page's editor with the spec's notice when the full page sent the new component to the library", async () => {
    const notice = 'Number of components on a page has been reached. Component added to library.';
    const kept = { ...component({ _id: '6b01345d00000000000000c5', title: 'Reading tips' }), notice };
    const { router } = renderApp({ path: `${PAGE_URL}/new`, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes({ [POST]: { status: 201, body: kept } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Note' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Reading tips');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE_URL}/edit`));
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.queryByText('Component added')).toBeNull();
  });

  it('stores nothing when the author goes back to the page or chooses another type', async () => {
    const { router, server } = renderApp({ path: `${PAGE_URL}/new`, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes() });
    await userEvent.click(await screen.findByRole('button', { name: 'Note' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose another type' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Note' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back to the page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE_URL}/edit`));
    expect(posts(server)).toEqual([]);
  });

  it('adds to the chosen list of the page (Additional Materials here)', async () => {
    const created = component({ _id: '6b01345d00000000000000c4', title: '' });
    const { server } = renderApp({
      path: `${PAGE_URL}/new`,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: routes({ [POST]: { status: 201, body: created }, [`GET /server/components/${COURSE_ID}/${created._id}/`]: { body: created } }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Additional Materials' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Note' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(server)[0]?.body).toMatchObject({ type: 'note', slot: 'recommended' }));
  });

  it("keeps the field messages of a refused first save at their fields, and a page rule's message on the form", async () => {
    const message = 'Cannot create a component. Page reached a limit of available components.';
    let answer: FakeAnswer = { status: 422, body: { errno: 'validation-failed', error: 'Notes are at most 2000 characters.', fields: [{ field: 'config/text', message: 'Notes are at most 2000 characters.' }] } };
    const { router } = renderApp({ path: `${PAGE_URL}/new`, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes({ [POST]: () => answer }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Note' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes are at most 2000 characters.')).toBeTruthy();
    answer = { status: 422, body: { errno: 'page-rule', error: message } };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe(`${PAGE_URL}/new`);
  });
});

describe('editing a component', () => {
  afterEach(resetBrowserState);

  it("edits title, description and the plugin's config, then saves with a success notification", async () => {
    const { server } = renderApp({
      path: EDIT_URL,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: routes({ [PUT]: (body) => ({ body: { ...component(), ...(body as object) } }) }),
    });
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed');
    await userEvent.type(screen.getByLabelText('Description'), 'About it');
    await userEvent.clear(screen.getByLabelText('Note text'));
    await userEvent.type(screen.getByLabelText('Note text'), 'New text');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('Component updated');
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ title: 'Renamed', description: 'About it', config: { text: 'New text' } });
  });

  it('shows the field messages of a 422 next to the fields, config ones in the Editor without the prefix', async () => {
    renderApp({
      path: EDIT_URL,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: routes({
        [PUT]: {
          status: 422,
          body: {
            errno: 'validation-failed',
            error: 'Invalid',
            fields: [
              { field: 'title', message: 'Title is too long' },
              { field: 'config/text', message: 'Text is required' },
            ],
          },
        },
      }),
    });
    await userEvent.type(await screen.findByLabelText('Title'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is too long')).toBeTruthy();
    expect(screen.getByText('Text is required')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText("We couldn't validate this data. Please make sure all fields are filled out correctly.")).toBeNull();
  });

  it("puts a 422's description message at its field and focuses it, keeping the form dirty", async () => {
    renderApp({
      path: EDIT_URL,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin],
      routes: routes({ [PUT]: { status: 422, body: { errno: 'validation-failed', error: 'Invalid', fields: [{ field: '/description', message: 'Description is too long' }] } } }),
    });
    await userEvent.type(await screen.findByLabelText('Description'), 'Long');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Description is too long')).toBeTruthy();
    const description = screen.getByLabelText('Description');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("applies an Editor's updater to the config as it is then: an edit made while the Editor awaited is kept", async () => {
    let giveStamp!: (stamp: string) => void;
    const plugin = stampingNotePlugin(() => new Promise((resolve) => (giveStamp = resolve)));
    const { server } = renderApp({
      path: EDIT_URL,
      user: INSTRUCTOR,
      manifests: [plugin],
      routes: routes({ [PUT]: (body) => ({ body: { ...component(), ...(body as object) } }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp' }));
    await userEvent.type(screen.getByLabelText('Note text'), ', edited');
    await act(async () => giveStamp('approved'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('Component updated');
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ config: { text: 'Hello from the test plugin, edited', stamp: 'approved' } });
  });

  it('warns before leaving with unsaved changes', async () => {
    const { router } = renderApp({ path: EDIT_URL, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes() });
    await userEvent.type(await screen.findByLabelText('Title'), ' changed');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the page' }));
    expect(screen.getByRole('alertdialog', { name: 'Unsaved changes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(EDIT_URL);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE_URL}/edit`));
  });

  it('asks the browser to warn on unload only while there are unsaved changes', async () => {
    renderApp({ path: EDIT_URL, user: INSTRUCTOR, manifests: [testNotesPlugin], routes: routes() });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText('Title');
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    expect(unload()).toBe(true);
  });
});
