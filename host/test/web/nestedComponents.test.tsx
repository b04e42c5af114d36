import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
// A container type from a real plugin (tests may use any plugin): tabs holding components.
import advancedWeb from '../../../plugins/advanced/src/web/index.tsx';
import { component, COURSE_ID, INSTRUCTOR, LESSON_1, OUTLINE, PAGE_2, pageContent, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

const TABS_ID = '6b01345d00000000000000b1';
const CHILD_ID = '6b01345d00000000000000b2';
const PAGE_URL = `/${COURSE_ID}/${LESSON_1}/${PAGE_2}`;

const child = component({ _id: CHILD_ID, title: 'Inside note', config: { text: 'Held by a tab' } });
const tabs = component({
  _id: TABS_ID,
  type: 'advanced',
  plugin: 'advanced',
  title: 'Cells',
  config: {
    layout: 'top',
    tabs: [{ buttonText: 'Intro', buttonType: 'regular', components: [CHILD_ID], description: '', thumbnailUrl: '', altText: '', color: '', locked: false }],
  },
  children: [child],
});

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`]: { body: pageContent({ contents: [tabs] }) },
    [`GET /server/components/${COURSE_ID}/${TABS_ID}/`]: { body: tabs },
    [`GET /server/components/${COURSE_ID}/${CHILD_ID}/`]: { body: child },
    [`GET /server/component_types/${COURSE_ID}/`]: { body: { types: [{ type: 'note', title: 'Note', plugin: 'test-notes', defaults: { text: '' } }] } },
    [`GET /server/library/${COURSE_ID}/?type=component`]: { body: { items: [] } },
    ...extra,
  };
}

describe('components inside a container', () => {
  afterEach(resetBrowserState);

  it("shows a tab's components through the host's frame, titled one level below the container", async () => {
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin, advancedWeb], routes: routes() });
    const panel = await screen.findByRole('tabpanel', { name: 'Intro' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Inside note' })).toBeTruthy();
    expect((await within(panel).findByTestId('note-view')).textContent).toBe('Held by a tab (presentation)');
    expect(screen.getByRole('heading', { level: 2, name: 'Cells' })).toBeTruthy();
  });

  it('edits a nested component with the advanced object: crumbs and way back lead to the container, and saving returns there', async () => {
    const { router, server } = renderApp({
      path: `${PAGE_URL}/${CHILD_ID}/edit?advanced=${TABS_ID}&tab=0&index=0`,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin, advancedWeb],
      routes: routes({ [`PUT /server/components/${COURSE_ID}/${LESSON_1}/${PAGE_2}/${CHILD_ID}/`]: (body) => ({ body: { ...child, ...(body as object) } }) }),
    });
    const containerEditor = `${PAGE_URL}/${TABS_ID}/edit`;
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect((await within(crumbs).findByRole('link', { name: 'Cells' })).getAttribute('href')).toBe(containerEditor);
    expect(screen.getByText('Inside Cells: tab 1, position 1.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Cells' }).getAttribute('href')).toBe(containerEditor);

    await userEvent.clear(screen.getByLabelText('Note text'));
    await userEvent.type(screen.getByLabelText('Note text'), 'Changed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(containerEditor));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ config: { text: 'Changed' } });
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
    // The container's editor lists the component with a link back into it.
    const edit = await screen.findByRole('link', { name: 'Edit Inside note' });
    expect(edit.getAttribute('href')).toBe(`${PAGE_URL}/${CHILD_ID}/edit?advanced=${TABS_ID}&tab=0&index=0`);
  });
});
