import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { defineWebPlugin, FREE_VERSION_MESSAGE, type ComponentViewProps, type CourseRole, type WebSessionUser } from '@lms/sdk/web';
import { PROFICIENCY_NOTICE } from '../../web/src/screens/page/ProficiencyNotice.tsx';
import { component, COURSE_ID, INSTRUCTOR, LESSON_1, OUTLINE, PAGE_2, pageContent, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

afterEach(() => {
  resetBrowserState();
  window.scrollY = 0;
});

const PAGE_URL = `/${COURSE_ID}/${LESSON_1}/${PAGE_2}`;
const PAGE_API = `/server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`;
const NOTE = component({ _id: '6b01345d00000000000000c1', title: 'Teaching tip', config: { text: 'Ask them first' } });
const READING = component({ _id: '6b01345d00000000000000b2', title: 'Further reading', config: { text: 'Read more' } });

function renderPage(user: WebSessionUser, role: CourseRole, { page = pageContent(), outline = OUTLINE as object, extra = {} as FakeRoutes, identity = 'generic', path = PAGE_URL } = {}) {
  return renderApp({
    path,
    user,
    manifests: [testNotesPlugin],
    settings: { identity },
    routes: {
      'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role }] } },
      [`GET /server/courses/${COURSE_ID}/`]: { body: outline },
      [`GET ${PAGE_API}`]: { body: page },
      [`GET /server/courses/${COURSE_ID}/?as=student`]: { body: outline },
      [`GET ${PAGE_API}?as=student`]: { body: { ...page, instructor_notes: undefined } },
      'POST /server/audit_trail': { body: { status: 'ok' } },
      ...extra,
    },
  });
}

describe('page header', () => {
  it('collapses after scrolling more than 40 px, and opens again at the top', async () => {
    renderPage(STUDENT, 'student');
    const header = (await screen.findByRole('heading', { level: 1, name: 'How this course works' })).closest('header')!;
    expect(header.getAttribute('data-collapsed')).toBe('false');
    act(() => {
      window.scrollY = 40;
      fireEvent.scroll(window);
    });
    expect(header.getAttribute('data-collapsed')).toBe('false');
    act(() => {
      window.scrollY = 41;
      fireEvent.scroll(window);
    });
    expect(header.getAttribute('data-collapsed')).toBe('true');
    expect(header.className).toContain('page-header--collapsed');
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    expect(header.getAttribute('data-collapsed')).toBe('false');
  });

  it('stays collapsed when collapsing shortens a page so the browser pulls the scroll back, and opens at the top', async () => {
    let height = 1000;
    const scrollHeight = vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
    renderPage(STUDENT, 'student');
    const header = (await screen.findByRole('heading', { level: 1, name: 'How this course works' })).closest('header')!;
    act(() => {
      window.scrollY = 45;
      fireEvent.scroll(window);
    });
    expect(header.getAttribute('data-collapsed')).toBe('true');
    // The collapsed header is 30 px shorter: the page is too, and the scroll position is pulled back to 15.
    act(() => {
      height = 970;
      window.scrollY = 15;
      fireEvent.scroll(window);
    });
    expect(header.getAttribute('data-collapsed')).toBe('true');
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    expect(header.getAttribute('data-collapsed')).toBe('false');
    scrollHeight.mockRestore();
  });

  it('records a page_visit', async () => {
    const { server } = renderPage(STUDENT, 'student');
    await screen.findByRole('heading', { level: 1, name: 'How this course works' });
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === '/server/audit_trail').map((call) => call.body)).toEqual([
        { type: 'page_visit', course: COURSE_ID, lesson: LESSON_1, page: PAGE_2 },
      ]),
    );
  });

  it('numbers the page title when the course numbers its content', async () => {
    renderPage(STUDENT, 'student', { outline: { ...OUTLINE, enable_numbering: true } });
    expect(await screen.findByRole('heading', { level: 1, name: '1.2 How this course works' })).toBeTruthy();
  });
});

describe('bookmark star', () => {
  const bookmarked = (pages: { _id: string }[]): FakeRoutes => ({ [`GET /server/bookmarks/${COURSE_ID}/`]: { body: { pages } } });

  it('shows whether the page is bookmarked and flips it with toggle_star', async () => {
    let starred = false;
    const { server } = renderPage(STUDENT, 'student', {
      outline: { ...OUTLINE, enable_bookmarks: true },
      extra: {
        // The bookmarks are read again after each flip (bookmarks.changed): the list follows the star.
        [`GET /server/bookmarks/${COURSE_ID}/`]: () => ({ body: { pages: starred ? [{ _id: PAGE_2 }] : [] } }),
        [`POST ${PAGE_API}toggle_star/`]: () => {
          starred = !starred;
          return { body: { starClicked: starred } };
        },
      },
    });
    const star = await screen.findByRole('button', { name: 'Bookmark this page' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(server.calls.filter((call) => call.method === 'POST' && call.path === `${PAGE_API}toggle_star/`)).toHaveLength(2);
  });

  it('starts pressed for a page already in the bookmarks', async () => {
    renderPage(STUDENT, 'student', { outline: { ...OUTLINE, enable_bookmarks: true }, extra: bookmarked([{ _id: PAGE_2 }]) });
    const star = await screen.findByRole('button', { name: 'Bookmark this page' });
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
  });

  it("says 'This feature is not enabled in the free version' in a demo brand, without calling the server", async () => {
    const { server } = renderPage(STUDENT, 'student', { outline: { ...OUTLINE, enable_bookmarks: true }, identity: 'demo_brand' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bookmark this page' }));
    expect((await screen.findByText(FREE_VERSION_MESSAGE)).textContent).toBe('This feature is not enabled in the free version');
    expect(server.calls.some((call) => call.path.includes('toggle_star') || call.path.includes('bookmarks'))).toBe(false);
  });

  it('is absent when the course does not enable bookmarks', async () => {
    renderPage(STUDENT, 'student');
    await screen.findByRole('heading', { level: 1, name: 'How this course works' });
    expect(screen.queryByRole('button', { name: 'Bookmark this page' })).toBeNull();
  });
});

describe('proficiency notice and view query', () => {
  it('shows the proficiency notice on a red page only', async () => {
    const { unmount } = renderPage(STUDENT, 'student', { page: { ...pageContent(), proficiency: 'red' } as ReturnType<typeof pageContent> });
    expect((await screen.findByRole('complementary', { name: 'Proficiency' })).textContent).toContain(PROFICIENCY_NOTICE);
    unmount();
    renderPage(STUDENT, 'student');
    await screen.findByRole('heading', { level: 1, name: 'How this course works' });
    expect(screen.queryByRole('complementary', { name: 'Proficiency' })).toBeNull();
  });

  it("hands the view query (default or shared) to the component's View", async () => {
    const ViewProbe = ({ view }: ComponentViewProps) => <p data-testid="view-probe">{view}</p>;
    const probe = defineWebPlugin({ id: 'test-notes', components: { note: { View: ViewProbe, Editor: () => null } } });
    const shared = renderApp({
      path: `${PAGE_URL}?view=shared`,
      user: STUDENT,
      manifests: [probe],
      routes: { [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE }, [`GET ${PAGE_API}`]: { body: pageContent() } },
    });
    expect((await screen.findByTestId('view-probe')).textContent).toBe('shared');
    shared.unmount();
    renderApp({
      path: `${PAGE_URL}?view=bogus`,
      user: STUDENT,
      manifests: [probe],
      routes: { [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE }, [`GET ${PAGE_API}`]: { body: pageContent() } },
    });
    expect((await screen.findByTestId('view-probe')).textContent).toBe('default');
  });
});

describe('bottom panel', () => {
  const page = pageContent({ recommended: [READING], instructor_notes: [NOTE] });

  it("gives a student only 'Additional Materials'", async () => {
    renderPage(STUDENT, 'student', { page: pageContent({ recommended: [READING] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Additional Materials' }));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Further reading' })).toBeTruthy();
    expect(screen.queryByText('Instructor Resources')).toBeNull();
  });

  it('gives an instructor both tabs, with notes and All Instructor Resources, reachable by the arrow keys', async () => {
    renderPage(INSTRUCTOR, 'instructor', { page });
    await userEvent.click(await screen.findByRole('button', { name: 'Additional Materials and Instructor Resources' }));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Additional Materials', 'Instructor Resources']);
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Further reading' })).toBeTruthy();
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Instructor Resources' }));
    const panel = screen.getByRole('tabpanel', { name: 'Instructor Resources' });
    expect(within(panel).getByRole('heading', { name: 'Teaching tip' })).toBeTruthy();
    // The instructor_resources route has no screen yet: the reserved 'All Instructor Resources' link only shows once it does.
    expect(within(panel).queryByRole('link', { name: 'All Instructor Resources' })).toBeNull();
  });

  it('links All Instructor Resources (the reserved id 0) when the instructor resources screen exists', async () => {
    const resources = defineWebPlugin({ id: 'resources', screens: { instructor_resources: () => <h1>All resources</h1> } });
    renderApp({
      path: PAGE_URL,
      user: INSTRUCTOR,
      manifests: [testNotesPlugin, resources],
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
        [`GET ${PAGE_API}`]: { body: pageContent({ instructor_notes: [] }) },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Additional Materials and Instructor Resources' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Instructor Resources' }));
    expect(screen.getByRole('link', { name: 'All Instructor Resources' }).getAttribute('href')).toBe(`/${COURSE_ID}/instructor_resources`);
  });

  it('hides instructor resources from a professor in Student View', async () => {
    window.sessionStorage.setItem(`lms_course_mode:${COURSE_ID}`, 'student');
    const { server } = renderPage(INSTRUCTOR, 'instructor', { page });
    await userEvent.click(await screen.findByRole('button', { name: 'Additional Materials' }));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Teaching tip')).toBeNull();
    expect(server.calls.some((call) => call.path === `${PAGE_API}?as=student`)).toBe(true);
  });

  it('closes when a right panel opens', async () => {
    const { shell } = renderPage(STUDENT, 'student', { page: pageContent({ recommended: [READING] }) });
    const toggle = await screen.findByRole('button', { name: 'Additional Materials' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => shell.panels.openRight('notes'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
