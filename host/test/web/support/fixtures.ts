import type { ApiComponent, WebSessionUser } from '@lms/sdk/web';
import type { CourseOutline, PageView } from '@lms/sdk/web';

export const COURSE_ID = '6b01345dd0f1c9a1b685f14c';
export const LESSON_1 = '6b01345dee74a69c7585f14d';
export const LESSON_2 = '6b01345dd800c535eb85f153';
export const PAGE_1 = '6b01345dfa4fc03c7b85f14e';
export const PAGE_2 = '6b01345d1711b2fc5185f150';
export const PAGE_3 = '6b01345dd8437c0f5485f154';
export const COMPONENT_ID = '6b01345d00000000000000a1';

const baseUser: WebSessionUser = {
  mongoId: '6b01345d1f6cf044eb85f147',
  name: 'Jamie Lee',
  firstname: 'Jamie',
  lastname: 'Lee',
  email: 'jamie@example.org',
  instructor: false,
  administrator: 0,
  program_administrator: false,
  accountType: 'standard',
};

export const STUDENT: WebSessionUser = baseUser;
export const INSTRUCTOR: WebSessionUser = { ...baseUser, name: 'Dana Whitfield', instructor: true };
export const ASSISTANT: WebSessionUser = { ...baseUser, name: 'Priya Raman', instructor: true };
export const SITE_ADMIN: WebSessionUser = { ...baseUser, name: 'Alex Morgan', administrator: 3 };
export const ADMINISTRATOR: WebSessionUser = { ...baseUser, name: 'Sam Admin', administrator: 1 };
export const PROGRAM_ADMIN: WebSessionUser = { ...baseUser, name: 'Pat Program', program_administrator: true };

export const OUTLINE: CourseOutline = {
  _id: COURSE_ID,
  title: 'Demo Course',
  subtitle: 'A short tour',
  lessons: [
    {
      _id: LESSON_1,
      title: 'Getting started',
      subtitle: null,
      draft: false,
      pages: [
        { _id: PAGE_1, title: 'Welcome', draft: false },
        { _id: PAGE_2, title: 'How this course works', draft: false },
      ],
    },
    { _id: LESSON_2, title: 'Planning ahead', subtitle: null, draft: false, pages: [{ _id: PAGE_3, title: 'Week 2 preview', draft: false }] },
  ],
};

export function component(overrides: Partial<ApiComponent> = {}): ApiComponent {
  return {
    _id: COMPONENT_ID,
    type: 'note',
    plugin: 'test-notes',
    title: 'A note',
    description: null,
    config: { text: 'Hello from the test plugin' },
    owned_by: null,
    course_id: COURSE_ID,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function pageContent(overrides: Partial<PageView> = {}): PageView {
  return {
    _id: PAGE_2,
    title: 'How this course works',
    type: 'default',
    draft: false,
    proficiency: null,
    course: { _id: COURSE_ID, title: 'Demo Course' },
    lesson: { _id: LESSON_1, title: 'Getting started' },
    contents: [component()],
    recommended: [],
    ...overrides,
  };
}
