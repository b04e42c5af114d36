import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { lazy } from 'react';
import { defineWebPlugin, useCurrentPlace, type ComponentViewProps } from '@lms/sdk/web';
import { component, COURSE_ID, INSTRUCTOR, LESSON_1, LESSON_2, OUTLINE, PAGE_1, PAGE_2, PAGE_3, pageContent, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { testNotesPlugin } from './support/testPlugin.tsx';
import type { FakeRoutes } from './support/fakeServer.ts';

const PAGE_URL = `/${COURSE_ID}/${LESSON_1}/${PAGE_2}`;

function routes(page = pageContent(), extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'student' }] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: OUTLINE },
    [`GET /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`]: { body: page },
    ...extra,
  };
}

describe('page view', () => {
  afterEach(resetBrowserState);

  it("renders each component through its plugin's View", async () => {
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin], routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'How this course works' })).toBeTruthy();
    expect((await screen.findByTestId('note-view')).textContent).toBe('Hello from the test plugin (presentation)');
    expect(screen.getByRole('region', { name: 'A note' })).toBeTruthy();
  });

  it("shows every installed plugin's component footers under each component, with the reader's view", async () => {
    const footers = defineWebPlugin({
      id: 'test-footers',
      componentFooters: [({ component: c, professorView }) => <p>Comments on {c.title} ({professorView ? 'professor' : 'student'})</p>],
    });
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin, footers], routes: routes() });
    const frame = await screen.findByRole('region', { name: 'A note' });
    expect((await within(frame).findByText(/^Comments on A note/)).textContent).toBe('Comments on A note (student)');
  });

  it("runs every installed plugin's page decorators over the page's components, with the page's place", async () => {
    const seen: string[] = [];
    const decorators = defineWebPlugin({
      id: 'test-decorators',
      pageDecorators: [
        ({ root, courseId, lessonId, pageId }) => {
          seen.push(`${courseId}/${lessonId}/${pageId}`);
          return <p>Decorating {root.className}</p>;
        },
      ],
    });
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin, decorators], routes: routes() });
    expect((await screen.findByText(/^Decorating/)).textContent).toBe('Decorating page-contents');
    expect(seen.at(-1)).toBe(`${COURSE_ID}/${LESSON_1}/${PAGE_2}`);
  });

  it('tells plugin views the current course, lesson and page (a right panel gets no params)', async () => {
    const Place = () => {
      const place = useCurrentPlace();
      return <p data-testid="place">{JSON.stringify(place)}</p>;
    };
    const placed = defineWebPlugin({ id: 'test-place', pageDecorators: [Place] });
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin, placed], routes: routes() });
    expect(JSON.parse((await screen.findByTestId('place')).textContent!)).toEqual({ courseId: COURSE_ID, lessonId: LESSON_1, pageId: PAGE_2 });
  });

  it('loads a lazy View inside Suspense', async () => {
    const LazyView = lazy(async () => ({ default: ({ component: c }: ComponentViewProps) => <p>Lazy {c.title}</p> }));
    const lazyPlugin = defineWebPlugin({ id: 'test-notes', components: { note: { View: LazyView, Editor: () => null } } });
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [lazyPlugin], routes: routes() });
    expect(await screen.findByText('Lazy A note')).toBeTruthy();
  });

  it('shows breadcrumbs course › lesson › page with links', async () => {
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin], routes: routes() });
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Demo Course' }).getAttribute('href')).toBe(`/${COURSE_ID}`);
    expect(within(breadcrumb).getByRole('link', { name: 'Getting started' }).getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_1}`);
    expect(within(breadcrumb).getByText('How this course works').getAttribute('aria-current')).toBe('page');
  });

  it('links the previous and next pages across lessons', async () => {
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin], routes: routes() });
    const pager = await screen.findByRole('navigation', { name: 'Previous and next page' });
    expect(within(pager).getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_1}/${PAGE_1}`);
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_2}/${PAGE_3}`);
  });

  it("shows recommended components under 'Additional Materials'", async () => {
    const page = pageContent({ recommended: [component({ _id: '6b01345d00000000000000b2', title: 'Further reading', config: { text: 'Read more' } })] });
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin], routes: routes(page) });
    await userEvent.click(await screen.findByRole('button', { name: 'Additional Materials' }));
    const section = screen.getByRole('region', { name: 'Additional Materials' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Further reading' })).toBeTruthy();
    expect(within(section).getByTestId('note-view').textContent).toContain('Read more');
  });

  it('shows a short notice for a component whose plugin is not installed', async () => {
    const page = pageContent({ contents: [component({ plugin: null, type: 'video', title: 'Intro video' })] });
    renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin], routes: routes(page) });
    expect(await screen.findByText('A required external component is currently unavailable: the video plugin is not installed.')).toBeTruthy();
  });

  it('contains a View that throws', async () => {
    const broken = defineWebPlugin({
      id: 'test-notes',
      components: {
        note: {
          View: () => {
            throw new Error('broken view');
          },
          Editor: () => null,
        },
      },
    });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      renderApp({ path: PAGE_URL, user: STUDENT, manifests: [broken], routes: routes() });
      expect(await screen.findByText('This component could not be displayed.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'How this course works' })).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });

  it('sends a student who is not in the course to /signup/{courseId}', async () => {
    const failing = routes(pageContent(), {
      [`GET /server/pages/${COURSE_ID}/${LESSON_1}/${PAGE_2}/`]: { status: 403, body: { errno: 'student-not-in-course', error: 'You are not a student of this course' } },
    });
    const { server } = renderApp({ path: PAGE_URL, user: STUDENT, manifests: [testNotesPlugin], routes: failing });
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST' && call.path === '/server/add_course/')).toBe(true));
  });
});

describe('course and lesson views', () => {
  afterEach(resetBrowserState);

  it('lists the lessons in order with their pages as links', async () => {
    renderApp({ path: `/${COURSE_ID}`, user: STUDENT, routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Course' })).toBeTruthy();
    const lessons = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(lessons).toEqual(['Getting started', 'Planning ahead']);
    expect(screen.getByRole('link', { name: 'Week 2 preview' }).getAttribute('href')).toBe(`/${COURSE_ID}/${LESSON_2}/${PAGE_3}`);
  });

  it("marks drafts 'Draft' for professors", async () => {
    const withDraft = { ...OUTLINE, lessons: [{ ...OUTLINE.lessons[0]!, pages: [{ _id: PAGE_1, title: 'Draft page', draft: true }] }] };
    renderApp({
      path: `/${COURSE_ID}`,
      user: INSTRUCTOR,
      routes: {
        'GET /server/courses/': { body: { courses: [{ _id: COURSE_ID, title: 'Demo Course', subtitle: null, role: 'instructor' }] } },
        [`GET /server/courses/${COURSE_ID}/`]: { body: withDraft },
      },
    });
    const item = (await screen.findByRole('link', { name: 'Draft page' })).closest('li')!;
    expect(within(item).getByText('Draft')).toBeTruthy();
  });

  it("shows a lesson's pages", async () => {
    renderApp({ path: `/${COURSE_ID}/${LESSON_1}`, user: STUDENT, routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How this course works' }).getAttribute('href')).toBe(PAGE_URL);
  });

  it('explains a course that does not exist', async () => {
    renderApp({
      path: `/${COURSE_ID}`,
      user: STUDENT,
      routes: { [`GET /server/courses/${COURSE_ID}/`]: { status: 404, body: { errno: 'not-found', error: 'Course not found' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('lists My Courses with links, and an empty state', async () => {
    const { unmount } = renderApp({ path: '/list', user: STUDENT, routes: routes() });
    expect((await screen.findByRole('link', { name: /Demo Course/ })).getAttribute('href')).toBe(`/${COURSE_ID}`);
    unmount();
    renderApp({ path: '/list', user: STUDENT, routes: { 'GET /server/courses/': { body: { courses: [] } } } });
    expect(await screen.findByText('You are not enrolled in any courses yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join a course' }).getAttribute('href')).toBe('/signup');
  });
});
