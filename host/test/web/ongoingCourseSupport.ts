import { DEFAULT_LABEL_BUNDLE } from '@lms/theme-kit';
import { COURSE_ID, OUTLINE } from './support/fixtures.ts';
import type { FakeRoutes } from './support/fakeServer.ts';

/** Shared by the ongoing-course screen tests: the redesign flag, one taught course and its roster. */
export const REDESIGN = { flags: { ...DEFAULT_LABEL_BUNDLE.flags, program_management_redesign: true } };

export const OVERVIEW = `/ongoing-courses/${COURSE_ID}`;
export const STUDENTS = `/ongoing-courses/${COURSE_ID}/students`;
export const ROSTER = `GET /server/roster/${COURSE_ID}/`;
export const SETTINGS = `GET /server/get_course_settings_info/${COURSE_ID}`;
export const UNENROL = 'POST /server/unenroll_student/';

export function rosterEntry(id: string, firstname: string, lastname: string, days: number, lti = false) {
  return { _id: id, name: firstname, email: `${firstname.toLowerCase()}@example.org`, firstname, lastname, surname: lastname, fullname: `${firstname} ${lastname}`, enrolled: { days_since: days }, lti };
}

export const ADA = rosterEntry('6b01345d00000000000000b1', 'Ada', 'Adams', 12);
export const AMY = rosterEntry('6b01345d00000000000000b2', 'Amy', 'Brown', 1, true);
export const BOB = rosterEntry('6b01345d00000000000000b3', 'Bob', 'Brown', 0);

/** The course as `role` sees it, with an outline (dates), a roster and settings. */
export function courseRoutes(role: 'instructor' | 'assistant' | 'student' | null, extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /server/courses/': { body: { courses: role ? [{ _id: COURSE_ID, title: OUTLINE.title, subtitle: OUTLINE.subtitle, role, manage: role !== 'student', end_date: null }] : [] } },
    [`GET /server/courses/${COURSE_ID}/`]: { body: { ...OUTLINE, startDate: '2026-01-05T12:00:00.000Z', end_date: '2026-06-30T12:00:00.000Z' } },
    [ROSTER]: { body: { students: [ADA, AMY, BOB] } },
    [SETTINGS]: { body: { settings: { _id: COURSE_ID, title: OUTLINE.title, enrollment_locked: true, invite_only: false } } },
    ...extra,
  };
}
