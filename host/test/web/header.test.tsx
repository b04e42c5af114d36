import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { defineWebPlugin, type WebSessionUser } from '@lms/sdk/web';
import { accountMenuItems } from '../../web/src/header/accountMenuItems.ts';
import { availableHeaderIcons, splitHeaderIcons } from '../../web/src/header/headerIcons.ts';
import { ADMINISTRATOR, COURSE_ID, INSTRUCTOR, OUTLINE, PROGRAM_ADMIN, SITE_ADMIN, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { panelsPlugin, testNotesPlugin } from './support/testPlugin.tsx';

const every = { hasScreen: () => true, demo: false };
const labels = (items: { label: string }[]) => items.map((item) => item.label);
const withAdministrator = (administrator: number) => ({ ...STUDENT, administrator });

describe('My Account menu items', () => {
  it('gives a student Account, My Courses and Log Out', () => {
    expect(labels(accountMenuItems(STUDENT, every))).toEqual(['Account', 'My Courses', 'Log Out']);
    expect(labels(accountMenuItems(INSTRUCTOR, every))).toEqual(['Account', 'My Courses', 'Log Out']);
  });

  it('adds Administration Home for administrator values 1 and 2 (permission levels 0 and 1), without Program Management', () => {
    expect(labels(accountMenuItems(ADMINISTRATOR, every))).toEqual(['Account', 'My Courses', 'Administration Home', 'Log Out']);
    expect(labels(accountMenuItems(withAdministrator(2), every))).toEqual(['Account', 'My Courses', 'Administration Home', 'Log Out']);
    expect(labels(accountMenuItems(withAdministrator(0), every))).not.toContain('Administration Home');
  });

  it('gives a site administrator (value 3, or a Junction account) both administration entries', () => {
    const both = ['Account', 'My Courses', 'Administration Home', 'Program Management', 'Log Out'];
    expect(labels(accountMenuItems(SITE_ADMIN, every))).toEqual(both);
    expect(labels(accountMenuItems({ ...STUDENT, accountType: 'Junction' }, every))).toEqual(both);
  });

  it('adds Program Management for program administrators only', () => {
    expect(labels(accountMenuItems(PROGRAM_ADMIN, every))).toEqual(['Account', 'My Courses', 'Program Management', 'Log Out']);
    expect(labels(accountMenuItems(INSTRUCTOR, every))).not.toContain('Program Management');
  });

  it('leaves Account out of the demo app', () => {
    expect(labels(accountMenuItems(STUDENT, { ...every, demo: true }))).toEqual(['My Courses', 'Log Out']);
  });

  it('leaves out items whose route has no screen yet', () => {
    const today = { hasScreen: (route: string) => route === 'list' || route === 'logout', demo: false };
    expect(labels(accountMenuItems(SITE_ADMIN, today))).toEqual(['My Courses', 'Log Out']);
    expect(accountMenuItems(PROGRAM_ADMIN, today).map((item) => item.route)).toEqual(['list', 'logout']);
  });
});

describe('header icons', () => {
  const allEntries = ['messages', 'studyCenter', 'bookmarks', 'notes', 'calendar', 'glossary'];

  it('shows only icons whose feature exists, in the spec order, then other entries and the announcement history', () => {
    expect(availableHeaderIcons({ viewToggle: false, search: false, entries: [] })).toEqual(['help']);
    expect(availableHeaderIcons({ viewToggle: true, search: true, entries: ['notes', 'messages'] })).toEqual(['view', 'help', 'messages', 'notes', 'search']);
    expect(availableHeaderIcons({ viewToggle: false, search: false, entries: ['flashcards', 'notes'], announcementHistory: true })).toEqual(['help', 'notes', 'flashcards', 'announcements']);
  });

  it('moves the overflow into "more" below 768 px when there are more than 5 icons', () => {
    const icons = availableHeaderIcons({ viewToggle: true, search: true, entries: allEntries });
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

  it('closes when one of its links is followed, and on the browser going back', async () => {
    const { router } = await renderInCourse();
    await userEvent.click(screen.getByRole('button', { name: /^My Account/ }));
    await userEvent.click(screen.getByRole('link', { name: 'My Courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(expanded('profile')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(expanded('help')).toBe('false'));
  });

  it('stays open when a navigation begun before it was opened renders its screen', async () => {
    // The router commits a navigation as a transition: the address bar changes first, and a dropdown
    // opened while the next screen's code loads must not close when that screen arrives.
    const { router } = await renderInCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await router.navigate('/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(expanded('help')).toBe('true');
  });

  it('closes the search dropdown when it opens the search screen', async () => {
    const { router } = await renderInCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search this course' }), 'photosynthesis{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COURSE_ID}/search`));
    expect(expanded('search')).toBe('false');
  });

  it("shows today's My Account items as links", async () => {
    await renderInCourse();
    await userEvent.click(screen.getByRole('button', { name: /^My Account/ }));
    expect(screen.getByRole('button', { name: /^My Account/ }).textContent).toContain('Dana Whitfield');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'My Courses' }).getAttribute('href')).toBe('/list');
    expect(screen.getByRole('link', { name: 'Log Out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Administration Home' })).toBeNull();
  });

  it('offers Administration Home and Program Management by role once their screens exist', async () => {
    const areas = defineWebPlugin({ id: 'areas', screens: { administrator: () => <h1>Administration</h1>, 'programs.list': () => <h1>Programs</h1> } });
    const openMenu = async (user: WebSessionUser) => {
      const view = renderApp({ path: '/list', user, manifests: [areas], routes: { 'GET /server/courses/': { body: { courses: [] } } } });
      await userEvent.click(await screen.findByRole('button', { name: /^My Account/ }));
      const links = screen.getAllByRole('link').filter((link) => link.classList.contains('header-menu__item'));
      const found = links.map((link) => [link.textContent, link.getAttribute('href')]);
      view.unmount();
      return found;
    };
    expect(await openMenu(ADMINISTRATOR)).toEqual([
      ['Account', '/account'],
      ['My Courses', '/list'],
      ['Administration Home', '/administrator'],
      ['Log Out', '/logout'],
    ]);
    expect(await openMenu(PROGRAM_ADMIN)).toContainEqual(['Program Management', '/programs/list']);
    expect((await openMenu(STUDENT)).map(([label]) => label)).toEqual(['Account', 'My Courses', 'Log Out']);
  });

  it('leaves Account out of the menu in the demo app', async () => {
    renderApp({ path: '/list', user: STUDENT, settings: { identity: 'demo' }, routes: { 'GET /server/courses/': { body: { courses: [] } } } });
    await userEvent.click(await screen.findByRole('button', { name: /^My Account/ }));
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Courses' })).toBeTruthy();
  });

  it('offers the Help link only once the explainer screen exists', async () => {
    await renderInCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
  });

  it("puts the overflow into 'more' on a narrow screen", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)', addEventListener: () => undefined, removeEventListener: () => undefined }));
    try {
      const allPanels = panelsPlugin('all-panels', { studyCenter: 'Study Center', bookmarks: 'Bookmarks', notes: 'Notes', calendar: 'Calendar', glossary: 'Glossary' });
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

  it('keeps the view toggle from an administrator below site level in a course they do not teach', async () => {
    const { server } = renderApp({
      path: `/${COURSE_ID}`,
      user: withAdministrator(2),
      routes: {
        'GET /server/courses/': { body: { courses: [] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Demo Course' });
    await waitFor(() => expect(server.calls.some((call) => call.path === '/server/courses/')).toBe(true));
    expect(screen.queryByRole('button', { name: /^View:/ })).toBeNull();
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
