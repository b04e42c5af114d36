import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { fakeApiClient, fakeComponentHost, TestQueryCache } from '@lms/sdk/testing/web';
import { ApiError, ComponentHostContext, LmsWebContext, type ApiClient, type WebSessionUser } from '@lms/sdk/web';
import CoursesScreen from '../../src/web/courses/CoursesScreen.tsx';
import CourseRecordScreen from '../../src/web/courses/CourseRecordScreen.tsx';

const user: WebSessionUser = { mongoId: '6b00000000000000000000a1', name: 'Ada Admin', firstname: 'Ada', lastname: 'Admin', email: 'ada@example.org', instructor: false, administrator: 3, program_administrator: false, accountType: 'standard' };
const COURSE = '6b01345dd0f1c9a1b685f101';
const course = {
  id: COURSE,
  title: 'Biology 101',
  subtitle: null,
  startDate: '2027-01-10T00:00:00.000Z',
  endDate: null,
  archived: false,
  staff: [{ id: '6b00000000000000000000c1', name: 'Ivy Teacher', email: 'ivy@example.org', role: 'instructor', editRights: true }],
  studentCount: 12,
};
const record = {
  ...course,
  slug: 'bio',
  openDate: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  sectionType: 'section',
  useSectionTemplate: false,
  enrolment: { invite_only: true, enrollment_locked: true, continuous_enrollment: false, sso_only: false },
  assistantsNoManagerRights: false,
  payment: { amount: 4900, isbn: null, courtesyWindow: 14, accessDays: null },
  paidCount: 3,
};

function renderWith(node: React.ReactNode, api: ApiClient) {
  const navigate = vi.fn<(path: string) => void>();
  const { host } = fakeComponentHost(navigate);
  const view = render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>{node}</ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, navigate };
}
const axeViolations = async (container: HTMLElement) =>
  (await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);

describe('/administrator/courses', () => {
  it('finds courses by title or id and opens one', async () => {
    const asked: unknown[] = [];
    const { container, navigate } = renderWith(<CoursesScreen />, fakeApiClient({ 'POST by_title_or_id': (body?: unknown) => (asked.push(body), { courses: [course] }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type a title or a course id to search.')).toBeTruthy();
    expect(asked).toEqual([]);
    fireEvent.change(screen.getByLabelText('Title or course id'), { target: { value: ' bio ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'One course found' });
    expect(asked).toEqual([{ text: 'bio' }]);
    expect(within(table).getByText('Ivy Teacher')).toBeTruthy();
    expect(within(table).getByText('12')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(table).getByRole('link', { name: 'Biology 101' }));
    expect(navigate).toHaveBeenCalledWith(`/administrator/courses/${COURSE}`);
  });
});

describe('/administrator/courses/{course_id}', () => {
  it('shows the instructor and admin fields with the student counts', async () => {
    const { container } = renderWith(
      <CourseRecordScreen params={{ courseId: COURSE }} />,
      fakeApiClient({ [`GET course/${COURSE}`]: () => record, [`GET with_student_counts/${COURSE}`]: () => ({ course_id: COURSE, student_count: 12, paid_count: 3 }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Biology 101' })).toBeTruthy();
    expect(await screen.findByText('12 enrolled, 3 paid')).toBeTruthy();
    expect(screen.getByText('$49.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ivy Teacher' }).getAttribute('href')).toBe('/administrator/users/6b00000000000000000000c1');
    expect(screen.getByRole('link', { name: 'Course settings' }).getAttribute('href')).toBe(`/${COURSE}/course_settings`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says 'Failed to obtain student counts' when the counts cannot be read", async () => {
    renderWith(
      <CourseRecordScreen params={{ courseId: COURSE }} />,
      fakeApiClient({
        [`GET course/${COURSE}`]: () => record,
        [`GET with_student_counts/${COURSE}`]: () => {
          throw new ApiError(500, 'internal-error', 'Something went wrong on our side.');
        },
      }),
    );
    expect(await screen.findByText('Failed to obtain student counts')).toBeTruthy();
  });

  it('changes the slug through utils/slug and shows the server\'s refusal by the field', async () => {
    const sent: unknown[] = [];
    let current: Omit<typeof record, 'slug'> & { slug: string | null } = record;
    const { container } = renderWith(
      <CourseRecordScreen params={{ courseId: COURSE }} />,
      fakeApiClient({
        [`GET course/${COURSE}`]: () => current,
        [`GET with_student_counts/${COURSE}`]: () => ({ course_id: COURSE, student_count: 12, paid_count: 3 }),
        'POST administration/utils/slug': (body?: unknown) => {
          sent.push(body);
          if ((body as { slug: string }).slug === 'taken') throw new ApiError(422, 'validation', 'Please check the fields.', [{ field: 'slug', message: 'This slug is already used by another course.' }]);
          current = { ...record, slug: (body as { slug: string | null }).slug };
          return current;
        },
      }),
    );
    const input = (await screen.findByLabelText('Slug')) as HTMLInputElement;
    expect(input.value).toBe('bio');
    const save = screen.getByRole('button', { name: 'Save the slug' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'taken' } });
    fireEvent.click(save);
    expect(await screen.findByText('This slug is already used by another course.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the slug' }));
    await vi.waitFor(() => expect(sent).toEqual([{ course_id: COURSE, slug: 'taken' }, { course_id: COURSE, slug: null }]));
    await vi.waitFor(() => expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe(''));
    expect(await axeViolations(container)).toEqual([]);
  });
});
