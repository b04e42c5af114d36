import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { defineWebPlugin } from '@lms/sdk/web';
import { accountMenuItems } from '../../web/src/header/accountMenuItems.ts';
import { availableHeaderIcons, splitHeaderIcons } from '../../web/src/header/headerIcons.ts';
import { ADMINISTRATOR, COURSE_ID, INSTRUCTOR, OUTLINE, PROGRAM_ADMIN, SITE_ADMIN, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';

const every = () => true;
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('My Account menu items', () => {
  it('gives a student Account, My Courses and Log Out', () => {
    expect(labels(accountMenuItems(STUDENT, every))).toEqual(['Account', 'My Courses', 'Log Out']);
  });

  it('adds Administration Home for administrators (level 1 or 2, or a Junction account)', () => {
    expect(labels(accountMenuItems(ADMINISTRATOR, every))).toEqual(['Account', 'My Courses', 'Administration Home', 'Log Out']);
    expect(labels(accountMenuItems(SITE_ADMIN, every))).toContain('Administration Home');
    expect(labels(accountMenuItems({ ...STUDENT, accountType: 'Junction' }, every))).toContain('Administration Home');
  });

  it('adds Program Management for program administrators only', () => {
    expect(labels(accountMenuItems(PROGRAM_ADMIN, every))).toEqual(['Account', 'My Courses', 'Program Management', 'Log Out']);
    expect(labels(accountMenuItems(INSTRUCTOR, every))).not.toContain('Program Management');
  });

  it('leaves out items whose route has no screen yet', () => {
    const today = (route: string) => route === 'list' || route === 'logout';
    expect(labels(accountMenuItems(SITE_ADMIN, today))).toEqual(['My Courses', 'Log Out']);
    expect(accountMenuItems(PROGRAM_ADMIN, today).map((item) => item.route)).toEqual(['list', 'logout']);
  });
});

describe('header icons', () => {
  const allPanels = new Set(['messages', 'studyCenter', 'bookmarks', 'notes', 'calendar', 'glossary'] as const);

  it('shows only icons whose feature exists, in the spec order', () => {
    expect(availableHeaderIcons({ viewToggle: false, search: false, panels: new Set() })).toEqual(['help']);
    expect(availableHeaderIcons({ viewToggle: true, search: true, panels: new Set(['notes', 'messages']) })).toEqual(['view', 'help', 'messages', 'notes', 'search']);
  });

  it('moves the overflow into "more" below 768 px when there are more than 5 icons', () => {
    const icons = availableHeaderIcons({ viewToggle: true, search: true, panels: allPanels });
    expect(splitHeaderIcons(icons, false).overflow).toEqual([]);
    const narrow = splitHeaderIcons(icons, true);
    expect(narrow.inline).toEqual(['view', 'help', 'messages', 'studyCenter']);
    expect(narrow.overflow).toEqual(['bookmarks', 'notes', 'calendar', 'search', 'glossary']);
    expect(splitHeaderIcons(icons.slice(0, 5), true).overflow).toEqual([]);
  });
});

describe('header dropdowns', () => {
  afterEach(resetBrowserState);

  const renderInCourse = async () => {
    const search = defineWebPlugin({ id: 'search', screens: { search: () => <h1>Search</h1> } });
    const view = renderApp({
      path: `/${COURSE_ID}`,
      user: INSTRUCTOR,
      manifests: [search, testNotesPlugin],
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
      },
    });
    await screen.findByRole('button', { name: /^View:/ });
    return view;
  };
  const menuButton = (menu: string) => document.querySelector<HTMLButtonElement>(`[data-header-menu="${menu}"] > button`)!;
  const expanded = (menu: string) => menuButton(menu).getAttribute('aria-expanded');

  it('lives in a header landmark, with the course title', async () => {
    await renderInCourse();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Demo Course');
  });

  it('opens one dropdown at a time', async () => {
    await renderInCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(expanded('help')).toBe('true');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('mailto:support@example.org');
    await userEvent.click(screen.getByRole('button', { name: /^My Account/ }));
    expect(expanded('help')).toBe('false');
    expect(expanded('profile')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(expanded('profile')).toBe('false');
    expect(expanded('search')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /^View:/ }));
    expect(expanded('search')).toBe('false');
    expect(expanded('view')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
  });

  it('closes on a click outside and on Escape (focus back on its button)', async () => {
    await renderInCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(expanded('help')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: /^My Account/ }));
    await userEvent.keyboard('{Escape}');
    expect(expanded('profile')).toBe('false');
    expect(document.activeElement).toBe(menuButton('profile'));
  });

  it("shows today's My Account items as links", async () => {
    await renderInCourse();
    await userEvent.click(screen.getByRole('button', { name: /^My Account/ }));
    expect(screen.getByRole('button', { name: /^My Account/ }).textContent).toContain('Dana Whitfield');
    expect(screen.getByRole('link', { name: 'My Courses' }).getAttribute('href')).toBe('/list');
    expect(screen.getByRole('link', { name: 'Log Out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });

  it('offers the Help link only once the explainer screen exists', async () => {
    await renderInCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
  });

  it("puts the overflow into 'more' on a narrow screen", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)', addEventListener: () => undefined, removeEventListener: () => undefined }));
    try {
      const Panel = () => <p>Panel</p>;
      const allPanels = defineWebPlugin({
        id: 'all-panels',
        panels: {
          messages: { title: 'Messages', Panel },
          studyCenter: { title: 'Study Center', Panel },
          bookmarks: { title: 'Bookmarks', Panel },
          notes: { title: 'Notes', Panel },
          calendar: { title: 'Calendar', Panel },
          glossary: { title: 'Glossary', Panel },
        },
      });
      renderApp({
        path: `/${COURSE_ID}`,
        user: INSTRUCTOR,
        manifests: [allPanels],
        routes: {
          'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
          [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
        },
      });
      await screen.findByRole('button', { name: /^View:/ });
      expect(screen.getByRole('button', { name: 'Study Center' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Glossary' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      await userEvent.click(screen.getByRole('button', { name: 'Glossary' }));
      expect(screen.getByRole('complementary', { name: 'Glossary' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hides the view toggle from students', async () => {
    renderApp({
      path: `/${COURSE_ID}`,
      user: STUDENT,
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student' }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Demo Course' });
    expect(screen.queryByRole('button', { name: /^View:/ })).toBeNull();
  });
});
