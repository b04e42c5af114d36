import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { COURSE_ID, INSTRUCTOR } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { ADA, AMY, BOB, courseRoutes, REDESIGN, ROSTER, STUDENTS, UNENROL } from './ongoingCourseSupport.ts';

afterEach(resetBrowserState);

const rowNames = () =>
  within(screen.getByRole('grid', { name: /Students of the course/ }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const unenrolCalls = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => `${call.method} ${call.path}` === UNENROL);

describe('/ongoing-courses/{courseId}/students', () => {
  it('lists the students with their email, days enrolled and LTI origin', async () => {
    renderApp({ path: STUDENTS, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    await screen.findByRole('grid', { name: /Students of the course/ });
    expect(rowNames()).toEqual(['Adams, Ada', 'Brown, Amy', 'Brown, Bob']);
    const amy = screen.getByRole('row', { name: /Brown, Amy/ });
    expect(within(amy).getByText('amy@example.org')).toBeTruthy();
    expect(within(amy).getByText('1 day')).toBeTruthy();
    expect(within(amy).getByText('Yes')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Adams, Ada/ })).getByText('12 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Students' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by name or email, and says when nobody matches', async () => {
    renderApp({ path: STUDENTS, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    const filter = await screen.findByLabelText('Filter by name or email');
    await userEvent.type(filter, 'brown');
    expect(rowNames()).toEqual(['Brown, Amy', 'Brown, Bob']);
    expect(screen.getByText('2 of 3 students shown')).toBeTruthy();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'ada@');
    expect(rowNames()).toEqual(['Adams, Ada']);
    await userEvent.type(filter, 'zzz');
    expect(screen.getByText('No student matches “ada@zzz”.')).toBeTruthy();
  });

  it('selects every student shown with the header box', async () => {
    renderApp({ path: STUDENTS, user: INSTRUCTOR, routes: courseRoutes('instructor'), settings: REDESIGN });
    await userEvent.type(await screen.findByLabelText('Filter by name or email'), 'brown');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all students shown' }));
    expect((screen.getByRole('checkbox', { name: 'Select Amy Brown' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select Bob Brown' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove from course (2)' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Filter by name or email'));
    expect((screen.getByRole('checkbox', { name: 'Select Ada Adams' }) as HTMLInputElement).checked).toBe(false);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all students shown' }) as HTMLInputElement;
    expect(selectAll.checked).toBe(false);
    expect(selectAll.indeterminate).toBe(true);
  });

  it('removes the selected students after a confirmation naming them, then reloads the roster', async () => {
    let removed = false;
    const routes = courseRoutes('instructor', {
      [ROSTER]: () => ({ body: { students: removed ? [BOB] : [ADA, AMY, BOB] } }),
      [UNENROL]: () => {
        removed = true;
        return { body: { removed: 2 } };
      },
    });
    const { server } = renderApp({ path: STUDENTS, user: INSTRUCTOR, routes, settings: REDESIGN });
    const remove = await screen.findByRole('button', { name: 'Remove from course' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Adams' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Amy Brown' }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove from course (2)' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove from course?' });
    expect(within(dialog).getByText('Ada Adams (ada@example.org)')).toBeTruthy();
    expect(within(dialog).getByText('Amy Brown (amy@example.org)')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(unenrolCalls(server.calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove from course (2)' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove from course?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Selected students have been removed.')).toBeTruthy();
    expect(unenrolCalls(server.calls).map((call) => call.body)).toEqual([{ courseId: COURSE_ID, students: [ADA._id, AMY._id] }]);
    await waitFor(() => expect(rowNames()).toEqual(['Brown, Bob']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByRole('button', { name: 'Remove from course' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Could not unenroll students (server error).' when the removal fails, and keeps the roster", async () => {
    const routes = courseRoutes('instructor', { [UNENROL]: { status: 403, body: { errno: 'access-denied', error: 'You do not have access to this.' } } });
    renderApp({ path: STUDENTS, user: INSTRUCTOR, routes, settings: REDESIGN });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Bob Brown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from course (1)' }));
    expect(screen.getByText('Remove this student from the course? They will no longer have access to it.')).toBeTruthy();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Could not unenroll students (server error).')).toBeTruthy();
    expect(screen.queryByText('Selected students have been removed.')).toBeNull();
    expect(rowNames()).toEqual(['Adams, Ada', 'Brown, Amy', 'Brown, Bob']);
    expect((screen.getByRole('checkbox', { name: 'Select Bob Brown' }) as HTMLInputElement).checked).toBe(true);
  });

  it('has an honest empty state when nobody has enrolled yet', async () => {
    renderApp({ path: STUDENTS, user: INSTRUCTOR, routes: courseRoutes('instructor', { [ROSTER]: { body: { students: [] } } }), settings: REDESIGN });
    expect(await screen.findByText('No student has enrolled in this course yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share the enrolment link from the overview' }).getAttribute('href')).toBe(`/ongoing-courses/${COURSE_ID}`);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
