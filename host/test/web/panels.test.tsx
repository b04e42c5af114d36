import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PanelStore } from '../../web/src/panels/PanelStore.ts';
import { defineWebPlugin } from '@lms/sdk/web';
import { CalendarDays } from 'lucide-react';
import { COURSE_ID, OUTLINE, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';

describe('panel store', () => {
  it('keeps one right panel open at a time', () => {
    const panels = new PanelStore();
    panels.openRight('notes');
    panels.openRight('messages');
    expect(panels.state.right).toBe('messages');
  });

  it('closes the left and bottom panels when a right panel opens', () => {
    const panels = new PanelStore();
    panels.setLeftOpen(true);
    panels.setBottomOpen(true);
    panels.openRight('glossary');
    expect(panels.state).toEqual({ right: 'glossary', left: false, bottom: false });
  });

  it('toggles a right panel closed when it is already open', () => {
    const panels = new PanelStore();
    panels.toggleRight('bookmarks');
    panels.toggleRight('bookmarks');
    expect(panels.state.right).toBeNull();
  });
});

describe('right panels in the shell', () => {
  afterEach(resetBrowserState);

  const open = async () => {
    const view = renderApp({ path: '/404', user: STUDENT, manifests: [testNotesPlugin] });
    await screen.findByRole('button', { name: 'Notes' });
    return view;
  };

  it("renders only the contributed panels' icons, and the open panel in an aside with a title and close button", async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Bookmarks' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Notes' }));
    const aside = screen.getByRole('complementary', { name: 'Notes' });
    expect(aside.textContent).toContain('Your notes');
    expect(screen.getByRole('button', { name: 'Notes' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Close Notes' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('opening another right panel closes the first', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Notes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(screen.getByRole('complementary', { name: 'Messages' })).toBeTruthy();
  });

  it('Escape closes the right panel', async () => {
    const { shell } = await open();
    shell.panels.setBottomOpen(true);
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(shell.panels.state.bottom).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(shell.panels.state.right).toBeNull();
  });
});

describe("a plugin's right panel", () => {
  afterEach(resetBrowserState);

  /** Shows the course it was given, as a panel that reads the course does. */
  const coursePanelPlugin = defineWebPlugin({
    id: 'test-course-panel',
    panels: { calendar: { title: 'Calendar', icon: CalendarDays, Panel: ({ courseId }) => <p>Course: {courseId ?? 'none'}</p> } },
    headerEntries: [{ id: 'calendar', label: 'Calendar', icon: CalendarDays, opens: { panel: 'calendar' } }],
  });

  it("gets the course of the screen shown", async () => {
    renderApp({
      path: `/${COURSE_ID}`,
      user: STUDENT,
      manifests: [coursePanelPlugin],
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student' }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    expect(screen.getByRole('complementary', { name: 'Calendar' }).textContent).toContain(`Course: ${COURSE_ID}`);
  });

  it("says '{title} is not enabled for this demo lesson' in the demo app, without rendering the panel", async () => {
    renderApp({
      path: `/${COURSE_ID}`,
      user: STUDENT,
      manifests: [coursePanelPlugin, testNotesPlugin],
      settings: { identity: 'demo_brand' },
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student' }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    const calendar = screen.getByRole('complementary', { name: 'Calendar' });
    expect(calendar.textContent).toContain('Calendar is not enabled for this demo lesson');
    expect(calendar.textContent).not.toContain('Course:');
    await userEvent.click(screen.getByRole('button', { name: 'Notes' }));
    const notes = screen.getByRole('complementary', { name: 'Notes' });
    expect(notes.textContent).toContain('Notes is not enabled for this demo lesson');
    expect(notes.textContent).not.toContain('Your notes');
  });
});
